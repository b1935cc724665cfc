import { serverText } from '../../../core/domain/errorCatalogue.ts';
import type { Queryable } from '../../db/index.ts';
import type { Session } from '../../auth/session.ts';
import type { ResourceModel } from '../model.ts';
import type { StoredRecord } from '../records.ts';
import type { FieldErrors } from '../validation.ts';

/** What a rule sees: the write's transaction, who writes, and which resource. */
export interface RuleContext {
  tx: Queryable;
  session: Session;
  model: ResourceModel;
  models: Map<string, ResourceModel>;
}

/** A catalogue message: its code and the values of its placeholders. */
export interface RuleMessage {
  code: string;
  params?: Record<string, unknown>;
}

/**
 * The rules of configuration-areas §5 that a schema cannot say, for one resource. They run
 * inside the write's transaction, after the schema and the references have been checked, so
 * what they read cannot change under them when they take the locks they need.
 */
export interface ResourceRules {
  /** The catalogue message for a unique index, by field: before the schema's x-unique message and `unique`. */
  unique?: Record<string, RuleMessage>;
  /** Before a create (`previous` undefined) or an update is written; field errors refuse it. */
  beforeWrite?(ctx: RuleContext, record: Record<string, unknown>, previous: StoredRecord | undefined): Promise<FieldErrors>;
  /** Before a delete, with the record locked FOR UPDATE; throws an HttpError to refuse it. */
  beforeDelete?(ctx: RuleContext, current: StoredRecord): Promise<void>;
  /**
   * The record as it stands today, for data that lapses with time (a ring group's members past
   * their date): applied to every record read from its table and to every record before it is
   * written (records.ts), so no answer, list or lookup shows what has lapsed, and the next write
   * leaves it out of storage. Pure and synchronous: it sees only the record and the clock.
   */
  present?<T extends Record<string, unknown>>(record: T, now: Date): T;
}

/** One field's refusal in the v1 shape, in the catalogue's text. */
export const refuse = (field: string, message: RuleMessage): FieldErrors => ({ [field]: [text(message)] });

export const text = (message: RuleMessage): string => serverText(message.code, message.params);
