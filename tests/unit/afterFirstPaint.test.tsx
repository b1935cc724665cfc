import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint, useHoldFirstPaint } from '../../src/layout/useAfterFirstPaint.ts';

/** A part of the shell's chrome. */
function Chrome({ name }: { name: string }) {
  const shown = useAfterFirstPaint();
  return <span data-testid={name}>{shown ? 'shown' : 'waiting'}</span>;
}

function Page({ holding }: { holding: boolean }) {
  useHoldFirstPaint(holding);
  return <span data-testid="records">{holding ? 'measuring' : 'drawn'}</span>;
}

function Shell({ holding }: { holding: boolean }) {
  return (
    <>
      <Chrome name="menu" />
      <Page holding={holding} />
      <Chrome name="top-bar" />
    </>
  );
}

/** The browser's frames: requestAnimationFrame's callbacks run when the test paints one. */
let frames: FrameRequestCallback[] = [];
async function paintFrame(): Promise<void> {
  await act(async () => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(performance.now());
    // The tasks queued from those callbacks; not the hold's limit, seconds away.
    await vi.advanceTimersByTimeAsync(1);
  });
}

describe('what comes after the first paint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the page that holds it, then draws every part once that page is painted', async () => {
    const { rerender } = render(<Shell holding />);
    await paintFrame();
    await paintFrame();
    // The list's records are not drawn yet: the menu and the top bar wait for them.
    expect(screen.getByTestId('menu').textContent).toBe('waiting');
    expect(screen.getByTestId('top-bar').textContent).toBe('waiting');

    rerender(<Shell holding={false} />);
    expect(screen.getByTestId('menu').textContent).toBe('waiting');
    await paintFrame();
    expect(screen.getByTestId('menu').textContent).toBe('shown');
    expect(screen.getByTestId('top-bar').textContent).toBe('shown');

    // Drawn later in the session (another page), a part is shown at once.
    render(<Chrome name="later" />);
    expect(screen.getByTestId('later').textContent).toBe('shown');
  });

  it('does not wait past its limit for a page that never draws its content', async () => {
    // The module's first paint is behind it after the test above: a fresh copy of the module.
    vi.resetModules();
    const fresh = await import('../../src/layout/useAfterFirstPaint.ts');
    function Part() {
      return <span data-testid="part">{fresh.useAfterFirstPaint() ? 'shown' : 'waiting'}</span>;
    }
    function Held() {
      fresh.useHoldFirstPaint(true);
      return null;
    }
    render(
      <>
        <Part />
        <Held />
      </>,
    );
    await paintFrame();
    expect(screen.getByTestId('part').textContent).toBe('waiting');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await paintFrame();
    expect(screen.getByTestId('part').textContent).toBe('shown');
  });
});
