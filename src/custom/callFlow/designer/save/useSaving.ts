import { useCallback, useState } from 'react';
import { useNotify } from 'ra-core';
import { mapError, type UserMessage } from '../../../../dataProvider/apiError.ts';
import { isApiError } from '../../../../dataProvider/client.ts';
import type { Diagram } from '../../../../../core/callFlow/types.ts';
import { confirmSave, duplicateFlow, saveDraft, type FlowRecord, type TestResult } from '../data/api.ts';
import type { ServerIssue } from '../panel/IssuesList.tsx';

/** Someone saved the flow since it was opened: the engine answers 412, the contract says 409. */
const isStale = (error: unknown) => {
  if (!isApiError(error)) return false;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return error.status === 412 || (error.status === 409 && code !== 'in_use');
};

/**
 * The message of a failed save: the server's own (the catalogue's, in the user's language)
 * when it said what was wrong, else the catalogue's message of that save (save_draft,
 * save_diagram, save_duplicate).
 */
function failureMessage(error: unknown, fallback: string): UserMessage {
  if (!isApiError(error) || error.status === 0) return { key: fallback };
  const mapped = mapError(error.status, error.body, error.retryAfter);
  const generic = mapped.message.key.startsWith('http_status.') || mapped.message.key === 'errors.unknown' || mapped.message.key === 'errors.form_invalid';
  return generic ? { key: fallback } : mapped.message;
}

export interface Saving {
  busy: 'draft' | 'confirm' | 'duplicate' | null;
  stale: boolean;
  closeStale(): void;
  serverIssues: ServerIssue[];
  testResults: TestResult[] | null;
  /** The diagram the server has now (nothing unsaved when the editor shows this very object). */
  saveDraft(diagram: Diagram): Promise<boolean>;
  /** 'invalid': the server named what is wrong (serverIssues). */
  confirm(diagram: Diagram, comment: string): Promise<'saved' | 'invalid' | 'failed'>;
  duplicate(): Promise<FlowRecord | null>;
}

/**
 * The three saves of configuration-areas §4: as draft (unvalidated), confirmed (validated by
 * the server too, which answers with the test cases' results) and duplicate. Another's save in
 * between (stale version) opens the stale-record dialog: nothing is overwritten silently.
 */
export function useSaving(record: FlowRecord, onSaved: (record: FlowRecord, diagram: Diagram) => void): Saving {
  const notify = useNotify();
  const [busy, setBusy] = useState<Saving['busy']>(null);
  const [stale, setStale] = useState(false);
  const [serverIssues, setServerIssues] = useState<ServerIssue[]>([]);
  const [testResults, setTestResults] = useState<TestResult[] | null>(null);

  const fail = useCallback(
    (error: unknown, fallback: string) => {
      if (isStale(error)) {
        setStale(true);
        return;
      }
      const message = failureMessage(error, fallback);
      notify(message.key, { type: 'error', messageArgs: message.args });
    },
    [notify],
  );

  const draft = useCallback(
    async (diagram: Diagram) => {
      setBusy('draft');
      try {
        const saved = await saveDraft(record, diagram);
        onSaved(saved, diagram);
        notify('designer.notify.draft_saved', { type: 'success' });
        return true;
      } catch (error) {
        fail(error, 'errors.save_draft');
        return false;
      } finally {
        setBusy(null);
      }
    },
    [record, onSaved, notify, fail],
  );

  const confirm = useCallback(
    async (diagram: Diagram, comment: string): Promise<'saved' | 'invalid' | 'failed'> => {
      setBusy('confirm');
      try {
        const answer = await confirmSave(record, diagram, comment);
        setServerIssues([]);
        setTestResults(answer.test_results ?? []);
        onSaved(answer.call_flow, diagram);
        notify('designer.notify.confirmed', { type: 'success', messageArgs: { number: answer.revision?.number ?? '' } });
        return 'saved';
      } catch (error) {
        const body = isApiError(error) ? (error.body as { code?: string; issues?: ServerIssue[] } | undefined) : undefined;
        if (isApiError(error) && error.status === 400 && Array.isArray(body?.issues)) {
          setServerIssues(body.issues);
          notify('errors.save_diagram', { type: 'error' });
          return 'invalid';
        }
        fail(error, 'errors.save_diagram');
        return 'failed';
      } finally {
        setBusy(null);
      }
    },
    [record, onSaved, notify, fail],
  );

  const duplicate = useCallback(async () => {
    setBusy('duplicate');
    try {
      const copy = await duplicateFlow(record.id);
      notify('designer.notify.duplicated', { type: 'success', messageArgs: { name: copy.description } });
      return copy;
    } catch (error) {
      fail(error, 'errors.save_duplicate');
      return null;
    } finally {
      setBusy(null);
    }
  }, [record.id, notify, fail]);

  return { busy, stale, closeStale: () => setStale(false), serverIssues, testResults, saveDraft: draft, confirm, duplicate };
}
