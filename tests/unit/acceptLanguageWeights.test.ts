import { describe, expect, it } from 'vitest';
import { askedLanguage, chosenLanguage, languageOf } from '../../server/i18n/language.ts';

// Issue 25: a server-made document's language follows Accept-Language's weights, then the user's.
describe('the language a request asks for', () => {
  it('takes the heaviest offered language, not the first', () => {
    expect(languageOf('en;q=0.1, fr-BE;q=0.9')).toBe('fr');
    expect(languageOf('de, nl;q=0.5, en;q=0.4')).toBe('nl');
    expect(languageOf('fr-BE,fr;q=0.9,en;q=0.8')).toBe('fr');
  });

  it('keeps the header order between equal weights and refuses q=0', () => {
    expect(languageOf('nl, fr')).toBe('nl');
    expect(languageOf('nl;q=0, fr;q=0.2')).toBe('fr');
  });

  it('asks for none when nothing offered is named', () => {
    expect(askedLanguage('de-DE, *;q=0.5')).toBeUndefined();
    expect(askedLanguage(undefined)).toBeUndefined();
    expect(languageOf('de-DE')).toBe('en');
  });

  it('falls back on the user language, then English', () => {
    expect(chosenLanguage('de-DE', 'nl')).toBe('nl');
    expect(chosenLanguage('en;q=0.1, fr;q=0.9', 'nl')).toBe('fr');
    expect(chosenLanguage(undefined, 'xx')).toBe('en');
  });
});
