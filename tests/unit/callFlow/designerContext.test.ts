import { describe, expect, it } from 'vitest';
import { validateDiagram } from '../../../core/callFlow/index.ts';
import { missingReferences, takenShortcodes, type DesignerData } from '../../../src/custom/callFlow/designer/data/designerData.ts';
import { b, diagram } from './diagrams.ts';

/** What the designer validates against, read from the server's designer data (GET …/designer_data/). */
describe("the designer's validation context", () => {
  const data = {
    ringtone: [], tts_languages: [], tts_voices: [], timezones: [], stt_languages: [], used_objects: [],
    api_db_info: [{ resource: 'queue', id: 7, exists: false, label: null }, { resource: 'queue', id: 8, exists: true, label: 'Sales' }],
    taken_shortcodes: [{ shortcode: 50, holder: 'Night service' }],
  } as DesignerData;

  it('names a toggle shortcode another toggle or flow holds, on the edit, before any save', () => {
    const d = diagram(
      [b('start', 'start'), b('t', 'toggle', { options: [{ label: 'Day', shortcode: 50, active: true }] }), b('end', 'end_call')],
      [['start', 't'], ['t', 'end', 'option-0']],
    );
    const issues = validateDiagram(d, { takenShortcodes: takenShortcodes(data), missing: missingReferences(data) });
    expect(issues.filter((i) => i.rule === 'toggle_shortcodes_taken')).toEqual([
      { block: 't', rule: 'toggle_shortcodes_taken', key: 'blocks.rules.toggle_shortcodes_taken', severity: 'error', params: { shortcode: 50, holder: 'Night service' } },
    ]);
  });

  it('knows the records that have gone, and only those', () => {
    expect([...missingReferences(data)]).toEqual(['queue:7']);
    expect(takenShortcodes(undefined).size).toBe(0);
  });
});
