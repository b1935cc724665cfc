import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../server/resources/schemas.ts';
import { chatSchema, WRITTEN } from '../../server/summaries/chatSchema.ts';
import { readWav } from '../../server/summaries/wavParts.ts';
import { audioParts } from '../../server/summaries/audioParts.ts';
import { readTranscription } from '../../server/summaries/transcribe.ts';
import { chatRequest } from '../../server/summaries/chat.ts';
import { summaryMessages } from '../../server/summaries/prompt.ts';
import { diarizedJson, verboseJson, wavFile } from '../support/fakeAiServer.ts';

/** Every object of a schema, nested ones included. */
function objects(node: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(node)) node.forEach((n) => objects(n, found));
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (o.type === 'object') found.push(o);
    Object.values(o).forEach((v) => objects(v, found));
  }
  return found;
}

describe('the AI servers’ requests and answers (server/summaries/)', () => {
  it('asks for exactly the summary’s written parts with a schema OpenAI’s strict mode takes', () => {
    const schema = chatSchema(loadSchemas());
    expect(Object.keys(schema.properties as object)).toEqual([...WRITTEN]);
    // Strict mode: every object lists all its properties as required and allows no other; no $ref out of the schema, no lengths.
    for (const o of objects(schema)) {
      expect(o.required).toEqual(Object.keys(o.properties as object));
      expect(o.additionalProperties).toBe(false);
    }
    const text = JSON.stringify(schema);
    expect(text).not.toMatch(/"\$ref"|"maxLength"|"minLength"|"default"|"readOnly"/);
    expect(chatRequest({ base: 'http://x/v1', model: 'm', format: 'json_schema' }, [], schema)).toMatchObject({
      model: 'm', response_format: { type: 'json_schema', json_schema: { name: 'call_summary', strict: true, schema } },
    });
  });

  it('writes the instructions in the requester’s language, the schema in them only in JSON mode', () => {
    const call = { start: '2026-11-27T08:00:00.000Z', direction: 'inbound', duration: 95, caller: '+32470558812', callee: '201', known: ['Sofia Jansen (201)'] };
    const transcript = { text: 'Hallo.', segments: [{ start: 61, end: 62, text: 'Hallo.', speaker: 'A' }] };
    const [system, user] = summaryMessages('nl', call, transcript);
    expect(system.content).toContain('in het Nederlands');
    expect(system.content).not.toContain('"quick_summary"');
    expect(user.content).toContain('duurde 1:35');
    expect(user.content).toContain('- Sofia Jansen (201)');
    expect(user.content).toContain('[1:01] A: Hallo.');
    expect(summaryMessages('fr', call, transcript, { type: 'object' })[0].content).toContain('{"type":"object"}');
  });

  it('reads Whisper’s verbose_json, the diarised segments and a text-only answer, and refuses what is none', () => {
    expect(readTranscription(verboseJson(['One.', 'Two.']), 10).segments).toEqual([{ start: 10, end: 12.5, text: 'One.' }, { start: 12.5, end: 15, text: 'Two.' }]);
    expect(readTranscription(diarizedJson([['A', 'Hi.']]), 0).segments).toEqual([{ start: 0, end: 3.1, text: 'Hi.', speaker: 'A' }]);
    expect(readTranscription({ text: ' Just text. ' }, 0)).toEqual({ text: 'Just text.', segments: [] });
    for (const answer of [null, [], { segments: [] }, { text: 3 }]) expect(() => readTranscription(answer, 0)).toThrow(/no transcription/);
  });

  it('cuts only what is too large: a WAV on whole frames, anything else not at all', () => {
    const wav = wavFile(1);
    expect(audioParts(wav, wav.length)).toEqual([{ audio: wav, offset: 0 }]);
    const parts = audioParts(wav, 5001)!;
    // 5001 bytes less the 44 of the header, on whole 2-byte frames: 4956 bytes, 0.30975 s of 16000 bytes a second.
    expect(parts.map((p) => p.offset)).toEqual([0, 0.30975, 0.6195, 0.92925]);
    for (const part of parts) {
      expect(part.audio.length).toBeLessThanOrEqual(5001);
      expect(readWav(part.audio)!.data.length % 2).toBe(0);
    }
    expect(audioParts(Buffer.alloc(6000, 0xff), 5000)).toBeUndefined();
    expect(readWav(Buffer.from('RIFF....WAVEjunk'))).toBeUndefined();
  });
});
