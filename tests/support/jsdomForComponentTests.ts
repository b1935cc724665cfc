import { afterAll, expect } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';

// The unit project runs in Node; component tests (*.test.tsx) need a DOM. A file that names
// its own environment in a docblock already has a window and is left alone.
const testFile = expect.getState().testPath ?? '';
if (testFile.endsWith('.tsx') && typeof window === 'undefined') {
  const dom = await builtinEnvironments.jsdom.setup(globalThis, {});
  afterAll(() => dom.teardown(globalThis));
}
