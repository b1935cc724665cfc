import { createServer } from 'node:net';

/** The list benchmarks' servers listen in this range, apart from the tests' and a developer's 8080. */
const RANGE = { from: 18500, to: 18999 };

function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

export async function benchPort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = RANGE.from + Math.floor(Math.random() * (RANGE.to - RANGE.from + 1));
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in ${RANGE.from}-${RANGE.to}`);
}
