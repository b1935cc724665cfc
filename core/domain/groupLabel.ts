/** The impersonation pill shows a group label of at most 30 characters (portal-overview §2, §9). */
export const GROUP_LABEL_MAX = 30;
const KEPT = 27;

/** Labels over 30 characters become their first 27 and an ellipsis; characters, not UTF-16 units. */
export function shortGroupLabel(label: string): string {
  const characters = [...label];
  return characters.length > GROUP_LABEL_MAX ? `${characters.slice(0, KEPT).join('')}…` : label;
}
