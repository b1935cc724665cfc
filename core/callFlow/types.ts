import type { JsonSchema } from '../schema/types.ts';
import type { Summary } from './summary.ts';

/**
 * The call-flow diagram as `call_flow.diagram` stores it (schemas/call_flow.schema.json) and
 * the shapes the block kinds, the validation and the test call share. No React, no database:
 * the portal and the server import the same module (docs/callflow contract, issue 11).
 */

/** A block's type id; the registry (core/callFlow/blocks/index.ts) says which exist. */
export type BlockTypeId = string;

export interface Position {
  x: number;
  y: number;
}

export interface Block {
  id: string;
  type: BlockTypeId;
  position?: Position;
  /** The block's settings, by kind (each kind's schema.json); free JSON as far as the store goes. */
  data?: Record<string, unknown>;
}

/** A link from a block's output port (`source_handle`; null is port `next`) to another block's input. */
export interface Link {
  id: string;
  source: string;
  source_handle?: string | null;
  target: string;
  target_handle?: string | null;
  type?: string;
}

export interface Diagram {
  nodes: Block[];
  edges: Link[];
}

export type BlockData = Record<string, unknown>;

/** Something wrong with a block's own data (configuration-areas §5 "per block"). */
export interface RuleIssue {
  /** Short rule key: its text is `blocks.kinds.<type>.rules.<rule>`. */
  rule: string;
  severity?: Severity;
  params?: IssueParams;
}

export type Severity = 'error' | 'warning';
export type IssueParams = Record<string, string | number>;

/**
 * One finding of `validateDiagram`. `rule` is the short key; `key` the full locale key of its
 * text (`blocks.rules.<rule>` for a whole-diagram rule, `blocks.kinds.<type>.rules.<rule>` for a
 * block's own), interpolated with `params` (see issueMessage in messages.ts).
 */
export interface Issue {
  block: string | null;
  rule: string;
  key: string;
  severity: Severity;
  params?: IssueParams;
}

/** A record a block refers to: `resource` is the area's resource name, `id` its record id. */
export interface Reference {
  resource: string;
  id: number;
}

export interface ValidationContext {
  /** Toggle shortcodes held elsewhere in the account: shortcode → who holds it (a label). */
  takenShortcodes?: Map<number, string>;
  /** Numbers the group's dial plan holds (extensions, queues, ring groups, contacts' shortcodes), which a toggle block's shortcode may not take. */
  dialledNumbers?: ReadonlySet<number>;
  /** References whose record is gone: `${resource}:${id}`. */
  missing?: Set<string>;
  /** The flow being validated, so a Jump block to itself is caught. */
  flowId?: number;
}

/** What a block's rules may look at beyond its data. */
export interface RuleContext {
  flowId?: number;
}

// ---- The test call -------------------------------------------------------------------------

/** What a tester chooses: who calls, which number, when, and what happens at each choice. */
export interface CallScenario {
  caller: string;
  dialled: string;
  /** ISO date-time (with its offset, or UTC when it has none). */
  at: string;
  /** Menu key presses in order; a menu that finds none left times out. */
  keys?: string[];
  /** Toggle block id → the option index to assume (instead of the block's active option). */
  toggles?: Record<string, number>;
  /** Queue block id → the queue is full (or its timeout passed). */
  queue_full?: Record<string, boolean>;
  /** Active-calls block id → how many calls its extensions have. */
  active_calls?: Record<string, number>;
  /** Distribute block id → the route index the call is given. */
  distribute?: Record<string, number>;
  /** Dial block id → nobody answers (the call leaves by no_answer); answered otherwise. */
  no_answer?: Record<string, boolean>;
}

export interface TraceContext {
  /** Other call flows a Jump block may go to, by id. */
  flows?: Record<number, Diagram>;
  /** A time schedule's closed dates, by its id (for the Calendar block's closed_dates port). */
  closedDates?: Record<number, { from: string; to?: string | null }[]>;
  /** Phonebook contacts' numbers (E.164), by contact id (for Caller ID Routing). */
  contacts?: Record<number, string>;
}

/** A call as a block sees it when deciding where it goes. */
export interface CallState {
  scenario: CallScenario;
  /** The moment of the call. */
  at: Date;
  /** The caller's number in E.164 when it reads as one, as typed otherwise. */
  caller: string;
  /** The key presses not yet used. */
  keys: readonly string[];
  /** The block deciding. */
  block: string;
}

/** Where a block sends a call, and why. */
export interface RouteStep {
  /** The output port the call leaves by; null: it goes no further here (ends, or jumps). */
  port: string | null;
  /** Locale key of the reason (`blocks.kinds.<type>.trace.<reason>` or `blocks.trace.<reason>`). */
  reason: string;
  params?: IssueParams;
  /** Key presses the block used up. */
  keysUsed?: number;
  /** The call continues at the start of this call flow. */
  jump?: number;
  /** With port null and no jump: the call ended well here (ended) or could not go on (dead_end). */
  end?: 'ended' | 'dead_end';
}

export interface TraceStep {
  /** The call flow the block is in: the traced one's id (ctx.flowId, null when unsaved) or a jump's. */
  flow: number | null;
  block: string;
  type: BlockTypeId;
  port: string | null;
  reason: string;
  params?: IssueParams;
}

export type TraceEnd = 'ended' | 'loop' | 'dead_end' | 'step_limit';

export interface Trace {
  steps: TraceStep[];
  end: TraceEnd;
  /** Only with a walk's stopAt (a real call): the block the call stopped before, not yet taken. */
  stopped?: { flow: number | null; block: string };
}

export interface TestCase {
  id?: number;
  name: string;
  scenario: CallScenario;
  /** The block (id in the tested flow) the call must pass or end at. */
  expect: { block: string };
}

export interface TestCaseResult {
  passed: boolean;
  /** Where the call ended (its last block), null when it never left the start. */
  reached: string | null;
  /** When failed: the last block on the path from which the expected block was still reachable. */
  diverged_at: string | null;
}

// ---- A block kind ----------------------------------------------------------------------------

/**
 * Everything the designer, the server and the test call know about one kind of block; each
 * kind is a folder of core/callFlow/blocks/ and one line of its registry.
 */
export interface BlockKind {
  type: BlockTypeId;
  /** Place in the palette and the cheat sheet (configuration-areas §3's order). */
  order: number;
  /**
   * Its icon as SVG path data in a 24-unit box (a Material rounded icon's paths): the designer
   * draws it in an SvgIcon, the cheat sheet's page as SVG and its PDF with pdfkit, all the same.
   */
  icon: readonly string[];
  /** JSON Schema 2020-12 of `data` (the shape; completeness is the rules' job, so a draft may be unfinished). */
  schema: JsonSchema;
  /** RJSF's uiSchema of the side panel's form. */
  uiSchema: Record<string, unknown>;
  /** Every rule key `rules` may answer, for the cheat sheet and the tests. */
  ruleKeys: readonly string[];
  /** Whether a call can come in (false for start only). */
  hasInput: boolean;
  defaults(): BlockData;
  /** Output port ids, in order. */
  ports(data: BlockData): string[];
  /** What a port is called by the user (an option's label or key, a route's label); '' for fixed ports. */
  portLabel(data: BlockData, port: string): string;
  rules(data: BlockData, ctx: RuleContext): RuleIssue[];
  /** The line under its name on the canvas (summary.ts); none: the node has no such line (start, end). */
  summary?(data: BlockData): Summary;
  references(data: BlockData): Reference[];
  /** Toggle shortcodes the block holds: unique in the diagram and across the account. */
  shortcodes?(data: BlockData): number[];
  route(data: BlockData, call: CallState, ctx: TraceContext): RouteStep;
}
