import { BLOCK_KINDS, BLOCK_TYPES, type BlockType } from '../callFlow/blocks/index.ts';
import type { Translate } from '../callFlow/messages.ts';
import { blockPicture, type Picture } from './blockPicture.ts';

/**
 * The call-flow cheat sheet, shared by the page (CheatSheetPage.tsx) and the PDF the server
 * writes (server/areas/help_support/): every block kind of the registry
 * (core/callFlow/blocks/), in its order, with its name and what it does (the kind's own texts,
 * `blocks.kinds.<type>.name|description`), its rules (the registry's rule keys) and a picture
 * of it as the designer draws it, plus the rules of the whole diagram. A new kind appears here
 * by its registry line and its texts alone.
 */

/** The kinds of configuration-areas §3; the start is no kind one adds, it is in the diagram rules. */
export const CHEAT_SHEET_TYPES: readonly BlockType[] = BLOCK_TYPES.filter((type) => type !== 'start');

/**
 * §5 "Call flow (whole diagram)" as statements (`cheat_sheet.diagram.<rule>`): the name the
 * record needs, and the user-facing ones of the validation's DIAGRAM_RULE_KEYS (toggle_shortcodes
 * stands for its two shortcode rules; the diagram's own integrity checks, such as an unknown
 * block type, are no rule a user follows).
 */
export const CHEAT_SHEET_DIAGRAM_RULES: readonly string[] = [
  'name', 'two_blocks', 'one_start', 'start_connected', 'no_unlinked', 'ports_connected', 'port_linked_twice', 'toggle_shortcodes', 'no_database_reference', 'unreachable',
];

/** The file name the PDF is saved under. */
export const CHEAT_SHEET_FILE = 'call-flow-cheat-sheet.pdf';

export interface CheatSheetBlock {
  type: BlockType;
  name: string;
  description: string;
  /** Its rules as statements; empty: nothing to fill in beyond being connected. */
  rules: string[];
  picture: Picture;
}

/**
 * A rule as a statement. The kind's own text is the designer's message about one block
 * ("Add at least one option."), used as it is; where that message names a particular item
 * ("Option %{option} needs a key…"), the cheat sheet says it of every item instead
 * (`cheat_sheet.rules.<type>.<rule>`).
 */
export const ruleText = (type: string, rule: string, t: Translate): string =>
  t(`cheat_sheet.rules.${type}.${rule}`, { _: t(`blocks.kinds.${type}.rules.${rule}`) });

/**
 * What the designer writes beside an output port (its BlockNode): the item it stands for (an
 * option's label or key, a route's label), else the kind's name for that port, else the shared one.
 */
export function portName(type: BlockType, data: Record<string, unknown>, port: string, t: Translate): string {
  const own = BLOCK_KINDS[type].portLabel(data, port);
  if (own.trim()) return own;
  const listed = /^(option|route)-(\d+)$/.exec(port);
  const base = listed ? listed[1] : port;
  const params = listed ? { number: Number(listed[2]) + 1 } : {};
  return t(`blocks.kinds.${type}.ports.${base}`, { ...params, _: t(`blocks.ports.${base}`, params) });
}

/** The picture of a kind as a new block of it looks in the designer (its defaults). */
export function kindPicture(type: BlockType, t: Translate): Picture {
  const kind = BLOCK_KINDS[type];
  const data = kind.defaults();
  return blockPicture({
    name: t(`blocks.kinds.${type}.name`),
    icon: kind.icon,
    hasInput: kind.hasInput,
    ports: kind.ports(data).map((id) => ({ id, label: portName(type, data, id, t) })),
  });
}

/** The cheat sheet's blocks in the reader's language. */
export function cheatSheetBlocks(t: Translate): CheatSheetBlock[] {
  return CHEAT_SHEET_TYPES.map((type) => ({
    type,
    name: t(`blocks.kinds.${type}.name`),
    description: t(`blocks.kinds.${type}.description`),
    rules: BLOCK_KINDS[type].ruleKeys.map((rule) => ruleText(type, rule, t)),
    picture: kindPicture(type, t),
  }));
}
