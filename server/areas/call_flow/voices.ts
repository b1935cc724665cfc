/**
 * The speech services' catalogues the designer offers (configuration-areas §3 "data used by the
 * editor"): the languages text-to-speech speaks with their voices, and the languages the Summary
 * block's speech-to-text understands. Ids are BCP 47 tags; names are shown as each language
 * calls itself in the reader's language (Intl), voices by their own names.
 */
export const TTS_VOICES: Record<string, string[]> = {
  'en-GB': ['Amy', 'Brian', 'Emma'],
  'en-US': ['Joanna', 'Matthew'],
  'nl-BE': ['Lisa', 'Arthur'],
  'nl-NL': ['Laura', 'Ruben'],
  'fr-BE': ['Isabelle', 'Gérard'],
  'fr-FR': ['Léa', 'Mathieu'],
  'de-DE': ['Vicki', 'Daniel'],
  'es-ES': ['Lucia', 'Sergio'],
  'it-IT': ['Bianca', 'Adriano'],
};

export const STT_LANGUAGES = ['en-GB', 'en-US', 'nl-BE', 'nl-NL', 'fr-BE', 'fr-FR', 'de-DE', 'es-ES', 'it-IT'];

/** A voice's id: its language and name, e.g. nl-BE-Lisa. */
export const voiceId = (language: string, name: string) => `${language}-${name.normalize('NFD').replace(/[^A-Za-z]/g, '')}`;

export function languageName(tag: string, reader: string): string {
  try {
    return new Intl.DisplayNames([reader], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
