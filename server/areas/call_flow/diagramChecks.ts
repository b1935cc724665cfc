import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import { AJV_OPTIONS, registerVocabulary } from '../../../core/schema/ajv.ts';
import { BLOCK_KINDS, issueMessage, kindOf, validateDiagram, type Diagram, type Issue } from '../../../core/callFlow/index.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import type { Language } from '../../../core/domain/formats.ts';
import type { Queryable } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { dialledNumbers, lockDialPlan } from '../../resources/rules/dialPlan.ts';
import { lockShortcodes, shortcodeHolders } from '../toggle/shortcodes.ts';
import { translator } from './texts.ts';

/**
 * The checks of a call-flow diagram on the server: the shape of each block's data (what the
 * store schema leaves free: a draft is held to it too), and the rules of configuration-areas §5
 * through the designer's own module (core/callFlow), for every write that makes a diagram
 * live. A refusal names each block and rule in the reader's language.
 */

// Defaults are not filled in here: a draft is stored as the designer sent it.
const ajv = registerVocabulary(new Ajv2020({ ...AJV_OPTIONS, useDefaults: false }));
const dataChecks = new Map<string, ValidateFunction>();
function dataCheck(type: string): ValidateFunction | undefined {
  const kind = kindOf(type);
  if (!kind) return undefined;
  let check = dataChecks.get(type);
  if (!check) dataChecks.set(type, (check = ajv.compile(kind.schema as object)));
  return check;
}

/** Blocks of an unknown kind or whose data does not fit its kind's schema. */
export function misshapenBlocks(diagram: Diagram): string[] {
  return diagram.nodes.filter((node) => !dataCheck(node.type)?.(node.data ?? {})).map((node) => node.id);
}

/** Every toggle shortcode the diagram's blocks hold. */
function shortcodesIn(diagram: Diagram): number[] {
  return diagram.nodes.flatMap((node) => kindOf(node.type)?.shortcodes?.(node.data ?? {}) ?? []);
}

/**
 * The rules of the whole diagram and of each block (errors and warnings), with the account's
 * toggle shortcodes held elsewhere (toggles and other flows' toggle blocks), the numbers the group
 * dials (a toggle block's shortcode is a number of the one dial plan) and the references
 * whose record is missing. Takes the group's shortcode lock: two saves cannot both find one free.
 */
export async function diagramIssues(tx: Queryable, groupId: number, diagram: Diagram, flowId: number | undefined, missing: Set<string>): Promise<Issue[]> {
  const codes = [...new Set(shortcodesIn(diagram))];
  const takenShortcodes = new Map<number, string>();
  let dialled = new Set<number>();
  if (codes.length) {
    // The dial plan's lock before the shortcodes', in the order every writer takes them (dialPlan.ts).
    await lockDialPlan(tx, groupId);
    await lockShortcodes(tx, groupId);
    dialled = await dialledNumbers(tx, groupId, codes);
    for (const holder of await shortcodeHolders(tx, groupId, codes, { callFlow: flowId })) {
      if (!takenShortcodes.has(holder.code)) takenShortcodes.set(holder.code, holder.label);
    }
  }
  return validateDiagram(diagram, { takenShortcodes, dialledNumbers: dialled, missing, flowId });
}

/**
 * The issues found by the write's rules (rules.ts) when it made a diagram live, by transaction:
 * the confirmed save answers their warnings without validating the same diagram a second time.
 */
const checkedIn = new WeakMap<object, { flowId: number | undefined; issues: Issue[] }>();

export const rememberIssues = (tx: Queryable, flowId: number | undefined, issues: Issue[]) => void checkedIn.set(tx, { flowId, issues });

/** The issues the rules found for this flow in this transaction, once; undefined when they did not validate it. */
export function takeIssues(tx: Queryable, flowId: number): Issue[] | undefined {
  const found = checkedIn.get(tx);
  checkedIn.delete(tx);
  return found?.flowId === flowId ? found.issues : undefined;
}

export interface IssueAnswer {
  block: string | null;
  rule: string;
  severity: 'error' | 'warning';
  message: string;
  params?: Record<string, string | number>;
}

/** Issues as the API answers them: each with its text in the reader's language. */
export function issueAnswers(issues: readonly Issue[], lang: Language): IssueAnswer[] {
  const t = translator(lang);
  return issues.map((issue) => ({
    block: issue.block,
    rule: issue.rule,
    severity: issue.severity,
    message: issueMessage(issue, t),
    ...(issue.params ? { params: issue.params } : {}),
  }));
}

/** The 400 of a diagram that may not go live: its errors (warnings do not refuse), named by block and rule. */
export function invalidDiagram(issues: readonly Issue[], lang: Language): HttpError {
  const errors = issues.filter((i) => i.severity === 'error');
  // A toggle block holding a number the group dials has the catalogue's own message too, at the diagram.
  const dialled = errors.some((i) => i.rule === 'choice_extensions_exist') ? { diagram: [serverText('choice_extensions_exist')] } : {};
  return new HttpError(400, { code: 'call_flow_invalid', detail: serverText('call_flow_invalid'), ...dialled, issues: issueAnswers(errors, lang) });
}

/** The 400 of a block whose record is not the group's (or is gone): the catalogue's message, at the field. */
export function missingReference(field: string, blocks: { block: string; resource: string; id: number }[], lang: Language): HttpError {
  const t = translator(lang);
  const text = serverText('call_flow_reference_missing');
  const issues = blocks.map((b) => {
    const issue: Issue = { block: b.block, rule: 'no_database_reference', key: 'blocks.rules.no_database_reference', severity: 'error', params: { resource: b.resource, id: b.id } };
    return { block: b.block, rule: issue.rule, severity: issue.severity, message: issueMessage(issue, t), params: issue.params! };
  });
  return new HttpError(400, { code: 'call_flow_reference_missing', detail: text, [field]: [text], issues });
}

/** Known kinds, for the designer data and the tests. */
export const KIND_TYPES = Object.keys(BLOCK_KINDS);
