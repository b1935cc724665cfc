import type { ErrorCode } from './errorCatalogue.ts';

/**
 * The kinds of record that hold a number of a group's dial plan (configuration-areas §5), by
 * resource, with the English word the server writes before each holder's label when it refuses a
 * number already taken (extension_exists_one / extension_exists_many: "ring group 500 - Sales").
 * The server names holders from here (server/resources/rules/dialPlan.ts); the portal finds the
 * words here and says them in the user's language (errors.dial_plan_kind.<resource>).
 */
export const DIAL_PLAN_KINDS = {
  extension: 'extension',
  queue: 'queue',
  ring_group: 'ring group',
  phonebook_contact: 'phonebook contact',
} as const;

export type DialPlanKind = keyof typeof DIAL_PLAN_KINDS;

/**
 * The refusals of a taken number (errorCatalogue.ts), each with its placeholder that lists the
 * holders. Here rather than in the catalogue, so that the portal's translator, which the sign-in
 * page loads, does not bring the whole catalogue with it.
 */
export const DIAL_PLAN_REFUSALS = {
  extension_exists_one: 'models',
  extension_exists_many: 'models',
} as const satisfies Partial<Record<ErrorCode, string>>;

/** One holder as the server names it: its kind word, then its label when it has one. */
export function dialPlanHolder(kind: DialPlanKind, label?: string): string {
  return label === undefined ? DIAL_PLAN_KINDS[kind] : `${DIAL_PLAN_KINDS[kind]} ${label}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The resource of each kind word, the longest words first so that none stops at a shorter one. */
const KIND_OF = new Map(
  (Object.entries(DIAL_PLAN_KINDS) as [DialPlanKind, string][]).sort(([, a], [, b]) => b.length - a.length).map(([kind, word]) => [word, kind]),
);
/** A kind word where a holder starts: at the start of the list or after the ", " that joins two. */
const HOLDER_START = new RegExp(`(^|, )(${[...KIND_OF.keys()].map(escape).join('|')})(?=$|,| )`, 'g');

/**
 * A list of holders as the server joins them ("ring group 500 - Sales, phonebook contact 501 - Bob")
 * with each holder's leading kind word replaced by `word(kind)`; the labels stay as they are.
 */
export function renameDialPlanKinds(list: string, word: (kind: DialPlanKind) => string): string {
  return list.replace(HOLDER_START, (_match, before: string, found: string) => {
    const kind = KIND_OF.get(found);
    return before + (kind ? word(kind) : found);
  });
}
