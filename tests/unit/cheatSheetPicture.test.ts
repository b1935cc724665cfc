import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BLOCK_KINDS, BLOCK_TYPES } from '../../core/callFlow/blocks/index.ts';
import { BlockIcon } from '../../src/custom/callFlow/designer/canvas/BlockIcon.tsx';
import { BlockPicture } from '../../src/custom/help/BlockPicture.tsx';
import { FALLBACK_ICON } from '../../core/help/blockIconPaths.ts';
import { blockPicture, wrap } from '../../core/help/blockPicture.ts';
import { DIAGRAM_RULE_KEYS } from '../../core/callFlow/validate.ts';
import { CHEAT_SHEET_DIAGRAM_RULES, CHEAT_SHEET_TYPES, cheatSheetBlocks, kindPicture } from '../../core/help/cheatSheet.ts';
import { CHEAT_SHEET_LANGUAGES, cheatSheetTranslator } from '../../server/areas/help_support/texts.ts';

/** The path data of an SVG as React renders it (circles written as paths). */
function pathsOf(svg: string): string[] {
  return [...svg.matchAll(/<(path|circle)([^>]*)>/g)].map(([, tag, attrs]) => {
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1] ?? '';
    if (tag === 'path') return attr('d');
    const [cx, cy, r] = ['cx', 'cy', 'r'].map((name) => Number(attr(name)));
    return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
  });
}

const english = cheatSheetTranslator('en');

describe('the cheat sheet’s blocks', () => {
  it('lists the 16 kinds of configuration-areas §3 from the registry, in its order, without the start', () => {
    expect(CHEAT_SHEET_TYPES).toEqual(BLOCK_TYPES.filter((type) => type !== 'start'));
    expect(CHEAT_SHEET_TYPES).toHaveLength(16);
    expect(cheatSheetBlocks(english).map((block) => block.name)).toEqual([
      'Option Menu', 'Dial', 'Calendar', 'Schedule', 'Choice/Toggle', 'Queue', 'Voicemail', 'Fax', 'Distribute Call',
      'Caller ID Routing', 'Number of Active Calls', 'Use Audio Message', 'Create Audio File', 'Jump To Call Flow', 'Summary', 'End Call',
    ]);
  });

  it.each(CHEAT_SHEET_LANGUAGES)('states every rule key of every kind in %s, as a rule of any block, not a message about one', (lang) => {
    const blocks = cheatSheetBlocks(cheatSheetTranslator(lang));
    for (const block of blocks) {
      expect(block.rules, block.type).toHaveLength(BLOCK_KINDS[block.type].ruleKeys.length);
      for (const rule of [block.name, block.description, ...block.rules]) {
        expect(rule, block.type).not.toMatch(/%\{|^blocks\.|^cheat_sheet\./);
        expect(rule.trim(), block.type).not.toBe('');
      }
    }
  });

  it('states the whole diagram’s rules the validation checks (but the diagram’s own integrity checks), in en, nl and fr', () => {
    const integrity = ['unknown_port', 'unknown_type', 'block_id_repeated'];
    const covered = new Set([...CHEAT_SHEET_DIAGRAM_RULES, 'toggle_shortcodes_repeated', 'toggle_shortcodes_taken', 'choice_extensions_exist', ...integrity]);
    expect(DIAGRAM_RULE_KEYS.filter((rule) => !covered.has(rule))).toEqual([]);
    for (const lang of CHEAT_SHEET_LANGUAGES) {
      const t = cheatSheetTranslator(lang);
      for (const rule of CHEAT_SHEET_DIAGRAM_RULES) expect(t(`cheat_sheet.diagram.${rule}`), `${lang} ${rule}`).not.toMatch(/%\{/);
    }
  });

  it('draws each kind with the icon the designer gives it (the kind’s own)', () => {
    for (const type of BLOCK_TYPES) {
      const svg = renderToStaticMarkup(createElement(BlockIcon, { type }));
      expect(BLOCK_KINDS[type].icon, type).toEqual(pathsOf(svg));
      const picture = kindPicture(type, english);
      expect(picture.shapes.find((shape) => shape.kind === 'icon')?.paths, type).toBe(BLOCK_KINDS[type].icon);
    }
    expect(pathsOf(renderToStaticMarkup(createElement(BlockIcon, { type: 'no_such_kind' })))).toEqual(FALLBACK_ICON);
  });
});

describe('a block’s picture', () => {
  it('shows its name, an input on the left (not for the start) and each output port named on the right', () => {
    const menu = kindPicture('option_menu', english);
    const texts = menu.shapes.flatMap((shape) => (shape.kind === 'text' ? [shape.text] : []));
    expect(texts).toEqual(['Option Menu', '1', 'No key pressed', 'Invalid key']);
    const handles = menu.shapes.filter((shape) => shape.kind === 'circle');
    // Three outputs on the right edge, one input on the left.
    expect(handles.map((h) => (h.kind === 'circle' ? Math.round(h.cx) : 0))).toEqual([219, 219, 219, 1]);
    expect(menu.shapes.some((shape) => shape.kind === 'icon' && shape.paths === BLOCK_KINDS.option_menu.icon)).toBe(true);

    const start = kindPicture('start', english);
    expect(start.shapes.filter((shape) => shape.kind === 'circle')).toHaveLength(1);
    // A block the call ends in has no outputs.
    const voicemail = kindPicture('voicemail', english);
    expect(voicemail.shapes.filter((shape) => shape.kind === 'circle')).toHaveLength(1);
    expect(voicemail.shapes.filter((shape) => shape.kind === 'line')).toHaveLength(0);
  });

  it('breaks a long name over two lines and cuts what still does not fit', () => {
    const picture = blockPicture({ name: 'Routage selon le numéro de l’appelant', icon: [], hasInput: true, ports: [] });
    const lines = picture.shapes.flatMap((shape) => (shape.kind === 'text' ? [shape.text] : []));
    expect(lines).toHaveLength(2);
    expect(lines.join(' ')).toBe('Routage selon le numéro de l’appelant');
    expect(wrap('a '.repeat(80), 100, 13, true)).toHaveLength(2);
    expect(wrap('a '.repeat(80), 100, 13, true)[1].endsWith('…')).toBe(true);
  });

  it('is the same drawing as SVG on the page: every shape, every text', () => {
    for (const type of CHEAT_SHEET_TYPES) {
      const picture = kindPicture(type, english);
      const svg = renderToStaticMarkup(createElement(BlockPicture, { picture, label: type }));
      const count = (tag: string) => (svg.match(new RegExp(`<${tag}[ >]`, 'g')) ?? []).length;
      const of = (kind: string) => picture.shapes.filter((shape) => shape.kind === kind);
      expect(count('rect'), type).toBe(of('rect').length);
      expect(count('circle'), type).toBe(of('circle').length);
      expect(count('line'), type).toBe(of('line').length);
      expect(count('path'), type).toBe(of('icon').reduce((sum, icon) => sum + (icon.kind === 'icon' ? icon.paths.length : 0), 0));
      for (const text of of('text')) expect(svg, type).toContain(`>${text.kind === 'text' ? text.text.replace(/&/g, '&amp;') : ''}</text>`);
    }
  });
});
