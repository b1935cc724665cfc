import type { Page } from '@playwright/test';

export type Language = 'en' | 'nl' | 'fr';

/** The portal remembers the language per browser; tests start in the one they are about. */
export async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((lang) => {
    if (!sessionStorage.getItem('e2e.language-set')) {
      localStorage.setItem('switchboard.language', lang);
      sessionStorage.setItem('e2e.language-set', '1');
    }
  }, language);
}
