import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHELL_STAGES } from '../../scripts/vite/shellStages.ts';

/** The modules chunks.ts imports, in its order, before the shell itself. */
function stageImports(): string[] {
  const source = readFileSync(new URL('../../src/chunks.ts', import.meta.url), 'utf8');
  const list = /const SHELL_STAGES = \[([\s\S]*?)\];/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/import\('([^']+)'\)/g)].map((match) => new URL(match[1], new URL('../../src/chunks.ts', import.meta.url)).pathname);
}

describe('the shell in stages', () => {
  it('chunks.ts runs the stages in the order the build cuts them, the shell itself last', () => {
    const imported = stageImports();
    expect(imported.length).toBe(SHELL_STAGES.length - 1);
    SHELL_STAGES.slice(0, -1).forEach((stage, index) => expect(imported[index]).toMatch(stage.test));
    expect(SHELL_STAGES.at(-1)?.test.test('/x/src/shell/Shell.tsx')).toBe(true);
  });
});
