/**
 * The call-flow cheat sheet: every block kind of configuration-areas §3 "Call flow", in the
 * spec's order, with the rules of §5 "Call flow (per block)" that apply to it, and the rules
 * of the whole diagram. Only keys live here; the texts are the locale set's
 * (`cheat_sheet.blocks.<block>.name|does|rules.<rule>`, `cheat_sheet.diagram.<rule>`), so that
 * the page and the PDF the server writes (server/areas/help_support/) say the same in en, nl and fr.
 */
export interface CheatSheetBlock {
  block: string;
  /** Its rules of §5; empty: nothing to fill in beyond being connected. */
  rules: readonly string[];
}

export const CHEAT_SHEET_BLOCKS: readonly CheatSheetBlock[] = [
  { block: 'option_menu', rules: ['options_prompts', 'options_unique', 'max_tries', 'timeout'] },
  { block: 'dial', rules: ['numbers_valid', 'tiers', 'values_filled', 'simple_mode'] },
  { block: 'calendar', rules: ['one_route', 'dates_set', 'timezone'] },
  { block: 'schedule', rules: ['one_route', 'weekday', 'timezone'] },
  { block: 'toggle', rules: ['labels_shortcodes', 'shortcodes_unique', 'one_active'] },
  { block: 'queue', rules: ['queue_chosen'] },
  { block: 'voicemail', rules: ['box_selected'] },
  { block: 'fax', rules: ['recipient'] },
  { block: 'distribute', rules: ['routes_set'] },
  { block: 'caller_id_routing', rules: ['matches_set', 'numbers_valid', 'one_route'] },
  { block: 'active_calls', rules: ['extension_option'] },
  { block: 'play_media', rules: ['one_file'] },
  { block: 'speak', rules: ['text_language_voice'] },
  { block: 'jump', rules: ['flow_chosen'] },
  { block: 'summary', rules: [] },
  { block: 'end_call', rules: [] },
];

/** §5 "Call flow (whole diagram)". */
export const CHEAT_SHEET_DIAGRAM_RULES: readonly string[] = ['name', 'two_blocks', 'start_connected', 'no_unlinked', 'ports_connected', 'toggle_shortcodes'];

/** The file name the PDF is saved under. */
export const CHEAT_SHEET_FILE = 'call-flow-cheat-sheet.pdf';
