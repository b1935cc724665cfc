import type { ChatFormat, Endpoint } from './config.ts';
import { postJson, SummariserError } from './http.ts';
import type { ChatMessage } from './prompt.ts';

export type ChatEndpoint = Endpoint & { format: ChatFormat };

/** The name the schema goes by in the request (OpenAI: letters, digits, _ and -). */
const SCHEMA_NAME = 'call_summary';

/**
 * The request body of `POST {base}/chat/completions`: the messages and the structured output
 * asked for. `json_schema` with `strict: true` holds the model to the schema (OpenAI, vLLM,
 * Ollama 0.5 and later, llama.cpp's server); `json_object` (JSON mode) only to JSON, for servers
 * without schema support, the schema then being in the prompt.
 */
export function chatRequest(endpoint: ChatEndpoint, messages: ChatMessage[], schema: object): object {
  const response_format =
    endpoint.format === 'json_schema' ? { type: 'json_schema', json_schema: { name: SCHEMA_NAME, schema, strict: true } } : { type: 'json_object' };
  return { model: endpoint.model, messages, response_format, temperature: 0.2 };
}

/** An answer that came but is no summary: the job asks once more, then fails the summary. */
export class InvalidAnswer extends Error {}

/**
 * The first choice's message content parsed as JSON. A refusal, an empty message, an answer
 * cut short (finish_reason "length": its JSON is unfinished) or text that is not JSON is an
 * invalid answer; a transport failure is a SummariserError (http.ts).
 */
export async function chatAnswer(endpoint: ChatEndpoint, body: object, timeoutMs: number, signal: AbortSignal): Promise<unknown> {
  const answer = (await postJson({ url: `${endpoint.base}/chat/completions`, body: JSON.stringify(body), key: endpoint.key, timeoutMs, signal })) as {
    choices?: { message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown }[];
  };
  const choice = Array.isArray(answer?.choices) ? answer.choices[0] : undefined;
  if (!choice?.message) throw new SummariserError('the chat endpoint answered no choice', false);
  if (typeof choice.message.refusal === 'string' && choice.message.refusal) throw new InvalidAnswer(`the model refused: ${choice.message.refusal.slice(0, 200)}`);
  if (choice.finish_reason === 'length') throw new InvalidAnswer('the answer was cut short (finish_reason length)');
  const content = choice.message.content;
  if (typeof content !== 'string' || !content.trim()) throw new InvalidAnswer('the answer is empty');
  try {
    // Some local models wrap JSON mode's answer in a Markdown fence.
    return JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    throw new InvalidAnswer('the answer is not JSON');
  }
}
