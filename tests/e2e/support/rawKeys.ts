import { expect, type Page } from '@playwright/test';

/** What a locale key looks like when a text is missing: `account.reset.title`, `errors.unknown`. */
const LOCALE_KEY = /^[a-z_]+(\.[a-z_0-9]+)+$/;

/**
 * Fails when anything the user can see or hear (visible text, labels, placeholders, titles)
 * is a locale key instead of its text.
 */
export async function expectNoRawKeys(page: Page) {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || style.display === 'none' || parent.closest('[aria-hidden="true"]')) continue;
      found.push(text);
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  expect(texts.filter((text) => LOCALE_KEY.test(text))).toEqual([]);
}
