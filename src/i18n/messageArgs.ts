import { DIAL_PLAN_KINDS, DIAL_PLAN_REFUSALS, renameDialPlanKinds, type DialPlanKind } from '../../core/domain/dialPlanKinds.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The locale key of a dial-plan kind's word, as it names a holder in a refusal (locales/errors). */
export const dialPlanKindKey = (kind: DialPlanKind) => `errors.dial_plan_kind.${kind}`;

/** By errors.<code>: the placeholder that lists the holders of a taken dial-plan number. */
const HOLDERS = new Map<string, string>(Object.entries(DIAL_PLAN_REFUSALS).map(([code, placeholder]) => [`errors.${code}`, placeholder]));

/**
 * The translator, saying in the user's language what a recognised server text brings in English
 * (apiError.ts's recognise() fills the placeholders from the server's words): the kind word of
 * each holder of a taken dial-plan number ("ring group 500 - Sales" reads "belgroep 500 - Sales"),
 * its label as it came. Every message passes here, whether a notification or a field error shows it.
 */
export function withLocalisedArgs<T extends Translate>(translate: T): T {
  return ((key: string, options?: Record<string, unknown>) => {
    const placeholder = HOLDERS.get(key);
    const list = placeholder ? options?.[placeholder] : undefined;
    if (!placeholder || typeof list !== 'string') return translate(key, options);
    const word = (kind: DialPlanKind) => translate(dialPlanKindKey(kind), { _: DIAL_PLAN_KINDS[kind] });
    return translate(key, { ...options, [placeholder]: renameDialPlanKinds(list, word) });
  }) as T;
}
