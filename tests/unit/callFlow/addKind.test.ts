import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, snapshot } from '../../support/projectCopy.ts';

/**
 * core/callFlow/blocks/README.md, "Adding a kind", followed in a copy of the project: a
 * throwaway kind gets its folder, its registry line and its texts, and the designer's palette,
 * icon and summary line and the cheat sheet's line follow, with no other file changed.
 */
const COPIED = ['core', 'src', 'server', 'locales', 'tsconfig.json'];
const TYPE = 'say_time';

const BLOCK = `import { check, defineBlock } from '../../define.ts';
import { kindReason, text } from '../../read.ts';
import { NOT_SET } from '../../summary.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

/** Says the time (a throwaway kind of tests/unit/callFlow/addKind.test.ts). */
export const block = defineBlock({
  type: 'say_time',
  order: 12.5,
  icon: ['M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20'],
  schema,
  uiSchema,
  ruleKeys: ['voice_required'],
  defaults: () => ({ voice: '' }),
  ports: () => ['next'],
  summary: (data) => (text(data.voice) ? [{ key: 'blocks.kinds.say_time.summary', params: { voice: text(data.voice) } }] : [NOT_SET]),
  rules: (data) => check(!text(data.voice), 'voice_required'),
  route: () => ({ port: 'next', reason: kindReason('say_time', 'said') }),
});
`;
const SCHEMA = { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', additionalProperties: false, properties: { voice: { type: 'string', default: '' } } };
const TEXTS: Record<string, [string, string, string, string]> = {
  en: ['Say the Time', 'Tells the caller the time.', 'Choose a voice.', 'In %{voice}'],
  nl: ['Tijd uitspreken', 'Zegt de beller hoe laat het is.', 'Kies een stem.', 'Met %{voice}'],
  fr: ['Annoncer l’heure', 'Annonce l’heure à l’appelant.', 'Choisissez une voix.', 'Avec %{voice}'],
};
const textsOf = ([name, description, rule, summary]: [string, string, string, string]) => ({
  blocks: { kinds: { [TYPE]: { name, description, summary, fields: { voice: 'Voice' }, ports: { next: 'Next' }, rules: { voice_required: rule }, trace: { said: 'Said' } } } },
});

/** What the recipe lets a kind change: its folder, its registry line and its texts. */
const ALLOWED = [new RegExp(`^core/callFlow/blocks/${TYPE}/(block\\.ts|schema\\.json|ui\\.json)$`), /^core\/callFlow\/blocks\/kinds\.ts$/, new RegExp(`^locales/resources/call_flow/blocks/${TYPE}/(en|nl|fr)\\.json$`)];


describe('adding a block kind (core/callFlow/blocks/README.md)', () => {
  let copy: string;
  let changed: string[];
  const inCopy = <T>(path: string) => import(pathToFileURL(join(copy, path)).href) as Promise<T>;

  beforeAll(() => {
    copy = copyProject('switchboard-kind-', COPIED);
    const before = snapshot(copy);

    const folder = join(copy, 'core/callFlow/blocks', TYPE);
    mkdirSync(folder);
    writeFileSync(join(folder, 'block.ts'), BLOCK);
    writeFileSync(join(folder, 'schema.json'), JSON.stringify(SCHEMA));
    writeFileSync(join(folder, 'ui.json'), JSON.stringify({ 'ui:order': ['voice'] }));
    appendFileSync(join(copy, 'core/callFlow/blocks/kinds.ts'), `export { block as ${TYPE} } from './${TYPE}/block.ts';\n`);
    mkdirSync(join(copy, 'locales/resources/call_flow/blocks', TYPE));
    for (const [lang, texts] of Object.entries(TEXTS)) writeFileSync(join(copy, 'locales/resources/call_flow/blocks', TYPE, `${lang}.json`), JSON.stringify(textsOf(texts)));

    const after = snapshot(copy);
    changed = [...after].filter(([path, hash]) => before.get(path) !== hash).map(([path]) => path);
  }, 60_000);

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('changes only its folder, its line in kinds.ts and its texts', () => {
    expect(changed.filter((path) => !ALLOWED.some((allowed) => allowed.test(path)))).toEqual([]);
    expect(changed).toContain('core/callFlow/blocks/kinds.ts');
  });

  it('is in the designer’s palette at its place, drawn with its own icon and summary line', async () => {
    const { paletteKinds } = await inCopy<typeof import('../../../src/custom/callFlow/designer/kinds.ts')>('src/custom/callFlow/designer/kinds.ts');
    const types = paletteKinds().map((kind) => kind.type);
    expect(types.slice(types.indexOf('play_media'), types.indexOf('play_media') + 3)).toEqual(['play_media', TYPE, 'speak']);

    const { BlockIcon } = await inCopy<typeof import('../../../src/custom/callFlow/designer/canvas/BlockIcon.tsx')>('src/custom/callFlow/designer/canvas/BlockIcon.tsx');
    expect(renderToStaticMarkup(createElement(BlockIcon, { type: TYPE }))).toContain('d="M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20"');

    const { blockSummary, hasSummary } = await inCopy<typeof import('../../../src/custom/callFlow/designer/canvas/summary.ts')>('src/custom/callFlow/designer/canvas/summary.ts');
    const t = (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`;
    expect(hasSummary(TYPE)).toBe(true);
    expect(blockSummary({ id: 'b', type: TYPE, data: { voice: 'Anna' } }, t, () => undefined)).toBe('blocks.kinds.say_time.summary{"voice":"Anna"}');
    expect(blockSummary({ id: 'b', type: TYPE, data: {} }, t, () => undefined)).toBe('designer.summary.not_set');
  });

  it('has its line on the cheat sheet in en, nl and fr: name, what it does, its rule and its picture with its icon', async () => {
    const { cheatSheetBlocks } = await inCopy<typeof import('../../../core/help/cheatSheet.ts')>('core/help/cheatSheet.ts');
    const { cheatSheetTranslator } = await inCopy<typeof import('../../../server/areas/help_support/texts.ts')>('server/areas/help_support/texts.ts');
    for (const [lang, [name, description, rule]] of Object.entries(TEXTS)) {
      const line = cheatSheetBlocks(cheatSheetTranslator(lang as 'en')).find((block) => String(block.type) === TYPE);
      expect(line, lang).toMatchObject({ name, description, rules: [rule] });
      expect(line?.picture.shapes.find((shape) => shape.kind === 'icon')).toMatchObject({ paths: ['M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20'] });
    }
  });

  it('is checked by the diagram’s validation with its own rules', async () => {
    const { validateDiagram } = await inCopy<typeof import('../../../core/callFlow/index.ts')>('core/callFlow/index.ts');
    const diagram = {
      nodes: [{ id: 's', type: 'start', data: {} }, { id: 'b', type: TYPE, data: {} }, { id: 'e', type: 'end_call', data: {} }],
      edges: [{ id: 'l1', source: 's', target: 'b' }, { id: 'l2', source: 'b', source_handle: 'next', target: 'e' }],
    };
    const issues = validateDiagram(diagram);
    expect(issues.filter((issue) => issue.block === 'b').map((issue) => issue.key)).toEqual(['blocks.kinds.say_time.rules.voice_required']);
  });
});
