import type { Queryable } from '../../db/index.ts';
import { holdLock } from '../../db/locks.ts';
import { tableOf } from '../../resources/storageNames.ts';

/**
 * Toggle shortcodes are unique across the whole account (configuration-areas §5): dialling
 * ## and a shortcode must switch exactly one option, whether that option belongs to a toggle of
 * this area or to a Toggle/Choice block of a call flow. A call-flow block stores its options
 * as the toggles do: a node of type `toggle` (or `choice`, the designer's older name) whose
 * `data.options` are {label, shortcode, active}.
 */
export const TOGGLE_BLOCK_TYPES = ['toggle', 'choice'] as const;

/** Holds the group's shortcode lock until the transaction ends: two writers cannot both find a code free. */
export async function lockShortcodes(tx: Queryable, groupId: number): Promise<void> {
  await holdLock(tx, 'shortcodes', groupId);
}

/** The shortcodes an options list holds (what the schema let through: integers). */
export const shortcodesOf = (options: unknown): number[] =>
  Array.isArray(options) ? options.map((o) => (o as { shortcode?: unknown })?.shortcode).filter((c): c is number => typeof c === 'number') : [];

/** Shortcodes that occur more than once in one list. */
export function repeated(codes: number[]): number[] {
  return [...new Set(codes.filter((code, i) => codes.indexOf(code) !== i))];
}

export interface ShortcodeHolder {
  code: number;
  kind: 'toggle' | 'call_flow';
  id: number;
  label: string;
}

/**
 * Who else in the group holds any of `codes`: other toggles (leaving out `exceptToggle`) and
 * the toggle blocks of call flows (leaving out `exceptCallFlow`, the flow being saved).
 */
export async function shortcodeHolders(
  tx: Queryable,
  groupId: number,
  codes: number[],
  except: { toggle?: number; callFlow?: number } = {},
): Promise<ShortcodeHolder[]> {
  if (!codes.length) return [];
  const rows = await tx.query<{ code: string; kind: 'toggle' | 'call_flow'; id: number; label: string }>(
    `SELECT o ->> 'shortcode' AS code, 'toggle' AS kind, t.id, t.data ->> 'description' AS label
       FROM ${tableOf('toggle')} t, jsonb_array_elements(t.data -> 'options') o
      WHERE t.group_id = $1 AND t.id <> $3 AND jsonb_typeof(o -> 'shortcode') = 'number'
        AND o ->> 'shortcode' = ANY($2::text[])
     UNION ALL
     SELECT o ->> 'shortcode', 'call_flow', f.id, f.data ->> 'description'
       FROM ${tableOf('call_flow')} f,
            jsonb_array_elements(CASE WHEN jsonb_typeof(f.data #> '{diagram,nodes}') = 'array' THEN f.data #> '{diagram,nodes}' ELSE '[]'::jsonb END) n,
            jsonb_array_elements(CASE WHEN jsonb_typeof(n #> '{data,options}') = 'array' THEN n #> '{data,options}' ELSE '[]'::jsonb END) o
      WHERE f.group_id = $1 AND f.id <> $4 AND n ->> 'type' = ANY($5::text[])
        AND jsonb_typeof(o -> 'shortcode') = 'number' AND o ->> 'shortcode' = ANY($2::text[])
      ORDER BY 1, 2, 3`,
    // Compared as text: a call flow's block data is free-form, and 1.5 must not break a cast.
    [groupId, codes.map(String), except.toggle ?? 0, except.callFlow ?? 0, [...TOGGLE_BLOCK_TYPES]],
  );
  return rows.map((row) => ({ ...row, code: Number(row.code) }));
}
