import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_DIR, render } from '../../scripts/generate.ts';

describe('generated/', () => {
  it('is what `npm run generate` makes of schemas/ today', { timeout: 60_000 }, async () => {
    const { files, migration } = await render();
    for (const [name, text] of Object.entries(files)) {
      expect(readFileSync(join(GENERATED_DIR, name), 'utf8'), `generated/${name} is stale: run npm run generate`).toBe(text);
    }
    expect(migration, 'the schemas call for a migration: run npm run generate').toBe('');
  });
});
