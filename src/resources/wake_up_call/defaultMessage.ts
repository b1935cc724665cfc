import { SCHEMAS } from '../../schema/bundled.ts';

type Data = Record<string, unknown>;

/** The fields that make a wake-up call's message: what "set as default" remembers. */
export const MESSAGE_FIELDS = ['callee_language', 'message_type', 'media_file', 'text', 'voice'] as const;

export type Message = Partial<Record<(typeof MESSAGE_FIELDS)[number], unknown>>;

const VOICES: readonly string[] = ((SCHEMAS.resources.get('wake_up_call')?.$defs?.voice as { enum?: string[] } | undefined)?.enum ?? []);

/** The first voice of a language (the schema lists each language's voices, its own region first). */
export const firstVoiceOf = (language: string): string | null => VOICES.find((voice) => voice.startsWith(`${language}-`)) ?? null;

export const messageOf = (data: Data): Message => Object.fromEntries(MESSAGE_FIELDS.map((field) => [field, data[field] ?? null]));

const sameMessage = (a: Message, b: Message) => MESSAGE_FIELDS.every((field) => JSON.stringify(a[field] ?? null) === JSON.stringify(b[field] ?? null));

/**
 * A new wake-up call's message, as a user expects it:
 * - it starts spoken, in the user's own language, with the greeting of that language and its first voice;
 * - once an extension is chosen, it takes that extension's default message (a wake-up call of
 *   the extension with "set as default"), as long as the user has not changed the message;
 * - a change of the callee's language brings that language's greeting (if the text is still a
 *   greeting) and a voice of the language, since the voice must speak the callee's language.
 * `greeting(language)` is the greeting spoken in `language`; `defaults` the stored default per extension id.
 */
export function newCallMessages(language: string, greeting: (language: string) => string, defaults: ReadonlyMap<number, Message>) {
  const base = (lang: string): Message => ({ callee_language: lang, message_type: 'text_to_speech', media_file: null, text: greeting(lang), voice: firstVoiceOf(lang) });
  const initial = base(language);
  let offered = initial;

  function adjust(next: Data, previous: Data): Data {
    if (next.extension !== previous.extension && sameMessage(messageOf(previous), offered)) {
      const stored = typeof next.extension === 'number' ? defaults.get(next.extension) : undefined;
      offered = stored ?? base(typeof next.callee_language === 'string' ? next.callee_language : language);
      return { ...next, ...offered };
    }
    if (next.callee_language !== previous.callee_language && typeof next.callee_language === 'string') {
      const lang = next.callee_language;
      const patch: Data = {};
      if (typeof previous.callee_language === 'string' && next.text === greeting(previous.callee_language)) patch.text = greeting(lang);
      if (typeof next.voice !== 'string' || !next.voice.startsWith(`${lang}-`)) patch.voice = firstVoiceOf(lang);
      const adjusted = { ...next, ...patch };
      if (sameMessage(messageOf(previous), offered)) offered = messageOf(adjusted);
      return adjusted;
    }
    return next;
  }

  return { initial, adjust };
}
