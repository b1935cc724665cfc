import type { Diagram } from '../../core/callFlow/types.ts';
import type { Db } from '../db/index.ts';
import { tableOf } from '../resources/storageNames.ts';
import { lockShortcodes, TOGGLE_BLOCK_TYPES } from '../areas/toggle/shortcodes.ts';
import { forgetFlows } from './flowCache.ts';

type Option = { shortcode?: unknown; active?: unknown };

/** The options with the one of `shortcode` made the active one, or undefined when none holds it. */
function switched(options: unknown, shortcode: number): Option[] | undefined {
  if (!Array.isArray(options) || !options.some((o: Option) => o?.shortcode === shortcode)) return undefined;
  return options.map((o: Option) => ({ ...o, active: o?.shortcode === shortcode }));
}

/**
 * `##shortcode` dialled from a phone of the group: the option holding that shortcode becomes
 * the active one, in a toggle or in a Toggle block of a call flow's live diagram (shortcodes
 * are unique across the account, server/areas/toggle/shortcodes.ts, under the same lock).
 * Answers whether an option was switched. The next call's walk reads the new state.
 */
export async function switchToggle(db: Db, group: number, shortcode: number): Promise<boolean> {
  const done = await switchIn(db, group, shortcode);
  if (done) forgetFlows(group);
  return done;
}

function switchIn(db: Db, group: number, shortcode: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockShortcodes(tx, group);
    const toggles = await tx.query<{ id: number; options: unknown }>(
      `SELECT id, data -> 'options' AS options FROM ${tableOf('toggle')} WHERE group_id = $1 AND data -> 'options' @> $2::jsonb FOR UPDATE`,
      [group, JSON.stringify([{ shortcode }])],
    );
    for (const row of toggles) {
      const options = switched(row.options, shortcode);
      if (!options) continue;
      await tx.query(`UPDATE ${tableOf('toggle')} SET data = jsonb_set(data, '{options}', $2::jsonb), version = version + 1 WHERE id = $1`, [row.id, JSON.stringify(options)]);
      return true;
    }
    const flows = await tx.query<{ id: number; diagram: Diagram }>(
      `SELECT id, data -> 'diagram' AS diagram FROM ${tableOf('call_flow')} WHERE group_id = $1 AND data #> '{diagram,nodes}' @> $2::jsonb FOR UPDATE`,
      [group, JSON.stringify([{ data: { options: [{ shortcode }] } }])],
    );
    for (const row of flows) {
      let changed = false;
      const nodes = row.diagram.nodes.map((node) => {
        const options = (TOGGLE_BLOCK_TYPES as readonly string[]).includes(node.type) ? switched(node.data?.options, shortcode) : undefined;
        if (!options) return node;
        changed = true;
        return { ...node, data: { ...node.data, options } };
      });
      if (!changed) continue;
      await tx.query(`UPDATE ${tableOf('call_flow')} SET data = jsonb_set(data, '{diagram,nodes}', $2::jsonb), version = version + 1 WHERE id = $1`, [row.id, JSON.stringify(nodes)]);
      return true;
    }
    return false;
  });
}
