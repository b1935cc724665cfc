import type { Page } from '@playwright/test';

/**
 * The texts the page's content (title, breadcrumbs, list, form; not the side menu) shows cut: an element that clips its text (an ellipsis, or overflow
 * hidden) while its text is wider than the element, and anything reaching past the right edge
 * of the window. Each as "text (width of the text > width shown)".
 */
export async function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const viewport = document.documentElement.clientWidth;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('main *'))) {
      const text = element.innerText?.trim();
      if (!text || element.closest('[aria-hidden="true"], [role="menu"]')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0) continue;
      const clips = style.textOverflow === 'ellipsis' || (style.overflowX !== 'visible' && style.whiteSpace === 'nowrap');
      const ownText = Array.from(element.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (clips && element.scrollWidth > element.clientWidth + 1) found.push(`${text} (${element.scrollWidth} > ${element.clientWidth})`);
      else if (ownText && rect.right > viewport + 1) found.push(`${text} (reaches ${Math.round(rect.right)} > ${viewport})`);
    }
    return found;
  });
}
