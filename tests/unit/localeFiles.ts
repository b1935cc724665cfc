import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every locale file of a language under locales/: the app's, each set's and each area's
 * (locales/resources/<area>/<lang>.json), as paths relative to the project.
 */
export function localeFiles(language: string, folder = 'locales'): string[] {
  const entries = readdirSync(folder, { withFileTypes: true });
  return [
    ...entries.filter((e) => e.isFile() && e.name === `${language}.json`).map((e) => join(folder, e.name)),
    ...entries.filter((e) => e.isDirectory()).flatMap((e) => localeFiles(language, join(folder, e.name))),
  ];
}

/** The engine's and every area's English texts. */
export const AREA_TEXTS_EN = localeFiles('en', 'locales/resources');
