import { branch, fill, localeTree, lookup, type LocaleTree } from '../i18n/localeTree.ts';
import type { Transcript } from './transcribe.ts';

/** The call as the model is told it: its facts and the people the group knows by number. */
export interface CallFacts {
  start: string;
  direction: string;
  duration: number;
  caller: string;
  callee: string;
  /** Numbers named by the group's extensions and phonebooks, as "Name (number)". */
  known: string[];
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** The prompt's texts in the requester's language (locales/resources/call_summary/<lang>.json `prompt`). */
function texts(language: string): (key: string, params?: Record<string, unknown>) => string {
  const tree = (lang: string): LocaleTree | undefined => branch(localeTree(['call_summary'], lang), 'resources.call_summary.prompt');
  return (key, params) => fill(lookup(tree(language) ?? {}, key) ?? lookup(tree('en') ?? {}, key) ?? key, params);
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/** The transcript as the model reads it: one line per segment with its time and speaker, or the text alone. */
export function transcriptLines(transcript: Transcript): string {
  if (!transcript.segments.length) return transcript.text;
  return transcript.segments.map((s) => `[${clock(s.start)}]${s.speaker ? ` ${s.speaker}:` : ''} ${s.text}`).join('\n');
}

/**
 * The one chat request's messages, in the requester's language: what to write and in which
 * language, the call's facts, who is known, and the transcript. In JSON mode (a server without
 * schemas) the schema is written into the instructions, as JSON mode itself asks for JSON only.
 */
export function summaryMessages(language: string, call: CallFacts, transcript: Transcript, schemaInPrompt?: object): ChatMessage[] {
  const t = texts(language);
  const system = [t('system'), schemaInPrompt ? `${t('schema')}\n${JSON.stringify(schemaInPrompt)}` : ''].filter(Boolean).join('\n\n');
  const user = [
    t('call', { start: call.start, direction: call.direction, duration: clock(call.duration), caller: call.caller, callee: call.callee }),
    call.known.length ? `${t('known')}\n${call.known.map((k) => `- ${k}`).join('\n')}` : '',
    `${t('transcript')}\n${transcriptLines(transcript)}`,
  ].filter(Boolean).join('\n\n');
  return [{ role: 'system', content: system }, { role: 'user', content: user }];
}
