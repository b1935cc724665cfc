import { createServer, type Server } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postJson, SummariserError } from '../../server/summaries/http.ts';

// The garbage collector, as `node --expose-gc` gives it, for a test run without that flag.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

let server: Server;
let url = '';
const hanging = new Set<() => void>();

beforeAll(async () => {
  // An AI server that takes the call and never answers.
  server = createServer((_req, res) => void hanging.add(() => res.destroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1/chat/completions`;
});
afterAll(async () => {
  for (const end of hanging) end();
  await new Promise((resolve) => server.close(resolve));
});

it('gives up on a server that never answers after the timeout, even when garbage is collected meanwhile', async () => {
  const collecting = setInterval(collect, 20);
  try {
    const call = postJson({ url, body: '{}', timeoutMs: 200, signal: new AbortController().signal });
    const error = await Promise.race([call.then(() => 'answered', (err: unknown) => err), new Promise((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5000))]);
    expect(error).toBeInstanceOf(SummariserError);
    expect(error).toMatchObject({ retry: true, message: expect.stringContaining('could not be reached') });
  } finally {
    clearInterval(collecting);
  }
});

it('stops at once when the job is stopped', async () => {
  const job = new AbortController();
  const call = postJson({ url, body: '{}', timeoutMs: 60_000, signal: job.signal });
  setTimeout(() => job.abort(new Error('the server stops')), 50);
  await expect(call).rejects.toMatchObject({ retry: true, message: expect.stringContaining('the server stops') });
});
