import { describe, expect, it } from 'vitest';
import { firstVoiceOf, newCallMessages, type Message } from '../../src/resources/wake_up_call/defaultMessage.ts';

const GREETINGS: Record<string, string> = { en: 'Good morning!', nl: 'Goedemorgen!', fr: 'Bonjour !' };
const greeting = (language: string) => GREETINGS[language];

/** Alice's default: a Dutch spoken message of her own. */
const ALICE = 7;
const ALICE_DEFAULT: Message = { callee_language: 'nl', message_type: 'text_to_speech', media_file: null, text: 'Opstaan, Alice.', voice: 'nl-NL-fenna' };
/** Bram's default plays a media file. */
const BRAM = 8;
const BRAM_DEFAULT: Message = { callee_language: 'fr', message_type: 'media_file', media_file: 31, text: null, voice: null };
const DEFAULTS = new Map([[ALICE, ALICE_DEFAULT], [BRAM, BRAM_DEFAULT]]);

describe('a new wake-up call’s message', () => {
  it('starts spoken in the user’s language, with its greeting and a voice of that language', () => {
    expect(newCallMessages('fr', greeting, DEFAULTS).initial).toEqual({
      callee_language: 'fr', message_type: 'text_to_speech', media_file: null, text: 'Bonjour !', voice: 'fr-BE-camille',
    });
    expect(['en', 'nl', 'fr'].map(firstVoiceOf)).toEqual(['en-GB-amelia', 'nl-BE-lotte', 'fr-BE-camille']);
  });

  it('takes the chosen extension’s default message, and the next one’s when the choice changes', () => {
    const { initial, adjust } = newCallMessages('en', greeting, DEFAULTS);
    const alice = adjust({ ...initial, extension: ALICE }, initial);
    expect(alice).toEqual({ extension: ALICE, ...ALICE_DEFAULT });
    const bram = adjust({ ...alice, extension: BRAM }, alice);
    expect(bram).toEqual({ extension: BRAM, ...BRAM_DEFAULT });
    // An extension without a default: back to the greeting, in the callee language chosen.
    expect(adjust({ ...bram, extension: 99 }, bram)).toMatchObject({ extension: 99, message_type: 'text_to_speech', text: 'Bonjour !', voice: 'fr-BE-camille' });
  });

  it('keeps a message the user wrote when the extension changes', () => {
    const { initial, adjust } = newCallMessages('en', greeting, DEFAULTS);
    const typed = adjust({ ...initial, text: 'Meeting at nine.' }, initial);
    expect(typed.text).toBe('Meeting at nine.');
    expect(adjust({ ...typed, extension: ALICE }, typed)).toEqual({ ...typed, extension: ALICE });
  });

  it('follows a change of the callee’s language: its greeting if the text is still one, and always a voice of that language', () => {
    const { initial, adjust } = newCallMessages('en', greeting, DEFAULTS);
    const dutch = adjust({ ...initial, callee_language: 'nl' }, initial);
    expect(dutch).toMatchObject({ callee_language: 'nl', text: 'Goedemorgen!', voice: 'nl-BE-lotte' });
    // Still untouched: choosing an extension then takes its default.
    expect(adjust({ ...dutch, extension: ALICE }, dutch)).toEqual({ extension: ALICE, ...ALICE_DEFAULT });

    const typed = { ...initial, text: 'Meeting at nine.' };
    const french = adjust({ ...typed, callee_language: 'fr' }, typed);
    expect(french).toMatchObject({ text: 'Meeting at nine.', voice: 'fr-BE-camille' });
    // A voice that already speaks the language stays.
    const fenna = { ...dutch, voice: 'nl-NL-fenna' };
    expect(adjust({ ...fenna, callee_language: 'nl', text: 'x' }, { ...fenna, text: 'x' }).voice).toBe('nl-NL-fenna');
  });
});
