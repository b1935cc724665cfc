import type { Plugin } from 'vite';

/** Vite's link to a stylesheet of the build, as it writes it into index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

/**
 * The first screen's stylesheet written into index.html rather than linked. It holds only the
 * fonts' @font-face rules (about 1 kB), yet as a link it blocked the first paint, the logo
 * included, until one more request came back: on a phone's network a round trip of its own.
 * The file stays beside the others for whatever else names it.
 *
 * A disabled link to it stays too, which the browser does not fetch: Vite's preload helper asks
 * for a lazy chunk's stylesheets (this one, for every chunk that imports the first screen's
 * code) and waits for them before it runs the chunk, unless the page already links them. It
 * asked for this one before a bookmarked area's or the dashboard's chunk could run: one more
 * round trip on a phone's network.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'switchboard-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return link;
          return `<style>${String(asset.source).replaceAll('</style', '<\\/style')}</style><link rel="stylesheet" href="/${fileName}" disabled>`;
        });
      },
    },
  };
}
