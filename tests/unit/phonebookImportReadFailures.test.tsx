import { Profiler } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { answerApi, json, queryCacheSettled, renderInPortal } from './portalRender.tsx';
import { serverText } from '../../core/domain/errorCatalogue.ts';

/**
 * configuration-areas §8.3's import errors "status check" and "summary", where they occur: the
 * file is uploaded (the job is queued), then reading the job's state fails, or the job is done
 * and reading its summary (the preview) fails. The server's side of the import is
 * tests/api/phonebookImport.test.ts; here a fake fetch answers as the server does, failing the
 * one read with the server's 503, and the user reads which step failed in their language.
 * While the live stream is down the page reads the job's state again every 3 seconds: the
 * message stays through each read until an answer replaces it (it blinked before).
 */
let ImportFlow: typeof import('../../src/resources/phonebook/ImportFlow.tsx').ImportFlow;
/** Whether the job's state read fails (else the job is done and the preview read fails). */
let statusFails = true;
/** The next read of the job's state, held by a test: `asked` when the page asks, then its answer when the test gives it. */
let held: { asked: () => void; answer: Promise<Response> } | undefined;

const DONE_JOB = { id: 5, kind: 'phonebook.import', state: 'succeeded', progress: 100, message: 'making_summary', error: null, result: null, created_at: '2026-11-27T20:00:00Z', updated_at: '2026-11-27T20:00:01Z' };

beforeAll(async () => {
  answerApi((request, pathname) => {
    const unavailable = () => json({ detail: serverText('server_error') }, 503);
    if (pathname === '/api/v1/phonebooks/3/import/' && request.method === 'POST') return json({ job: 5 }, 202);
    if (pathname === '/api/v1/jobs/5/') {
      if (held) {
        held.asked();
        return held.answer;
      }
      return statusFails ? unavailable() : json(DONE_JOB);
    }
    if (pathname === '/api/v1/phonebooks/3/import/5/') return unavailable();
    // The live stream is down too (its ticket): the page reads the job's state by itself.
    return unavailable();
  });
  ({ ImportFlow } = await import('../../src/resources/phonebook/ImportFlow.tsx'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  held = undefined;
});

afterAll(queryCacheSettled);

/** `onCommit`: told each time React has drawn the page again. */
async function uploadIn(language: 'en' | 'nl', upload: string, onCommit = () => {}) {
  renderInPortal(
    <Profiler id="import" onRender={onCommit}>
      <ImportFlow phonebook={3} back="/phonebooks/3" />
    </Profiler>,
    language,
  );
  const file = new File(['Name,Number\nAnna,02 588 01 01\n'], 'contacts.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: upload }));
}

describe('Phonebook import when a read fails', () => {
  it('says the import’s status could not be checked when reading its state fails (en)', async () => {
    statusFails = true;
    await uploadIn('en', 'Upload and check');
    expect((await screen.findByTestId('import-problem')).textContent).toBe('The status of the import could not be checked.');
    expect(screen.queryByTestId('import-preview')).toBeNull();
  });

  it('says the import summary could not be loaded when the job is done but its preview does not come (nl)', async () => {
    statusFails = false;
    await uploadIn('nl', 'Uploaden en controleren');
    expect((await screen.findByTestId('import-problem')).textContent).toBe('Het importoverzicht kon niet worden geladen.');
    expect(screen.queryByTestId('import-commit')).toBeNull();
  });

  it('keeps saying the status could not be checked while it reads it again, until an answer replaces it (en)', async () => {
    statusFails = true;
    // The page's 3-second re-read, on the test's clock (only intervals: React and the query cache keep real time).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let committed = () => {};
    await uploadIn('en', 'Upload and check', () => committed());
    const MESSAGE = 'The status of the import could not be checked.';
    expect((await screen.findByTestId('import-problem')).textContent).toBe(MESSAGE);

    let answer = (_: Response) => {};
    const asked = new Promise<void>((resolve) => (held = { asked: resolve, answer: new Promise((give) => (answer = give)) }));
    vi.advanceTimersByTime(3000);
    await asked;
    // The page drawn again as the read is under way (the query cache tells it on its next tick): the message is still there.
    await new Promise<void>((resolve) => (committed = resolve));
    expect(screen.getByTestId('import-problem').textContent).toBe(MESSAGE);

    // The answer replaces it: the job is running, 40 % done.
    answer(json({ ...DONE_JOB, state: 'running', progress: 40, message: 'processing' }));
    await waitFor(() => expect(screen.queryByTestId('import-problem')).toBeNull());
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
  });
});
