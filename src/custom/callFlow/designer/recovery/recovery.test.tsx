import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nContextProvider, type I18nProvider } from 'ra-core';
import { DesignerErrorBoundary } from './DesignerErrorBoundary.tsx';
import { dropLocalCopy, latestEdit, readLocalCopy } from './localCopy.ts';

afterEach(cleanup);

const i18n: I18nProvider = { translate: (key) => key, changeLocale: async () => undefined, getLocale: () => 'en' };

function Broken(): never {
  throw new Error('drawing failed');
}

const diagram = { nodes: [{ id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} }, { id: 'end', type: 'end_call', position: { x: 300, y: 0 }, data: {} }], edges: [] };

describe('the designer’s error boundary', { timeout: 30_000 }, () => {
  it('shows the catalogue’s fatal-error message and keeps the unsaved diagram for the next visit', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.assign(latestEdit, { flowId: 7, user: 3, diagram, version: 4, dirty: true });
    render(
      <I18nContextProvider value={i18n}>
        <DesignerErrorBoundary>
          <Broken />
        </DesignerErrorBoundary>
      </I18nContextProvider>,
    );
    expect(screen.getByTestId('cf-fatal').textContent).toContain('errors.call_flow_render');
    expect(readLocalCopy(3, 7)).toMatchObject({ diagram, version: 4 });
    expect(readLocalCopy(3, 8)).toBeNull();
    dropLocalCopy(3, 7);
    expect(readLocalCopy(3, 7)).toBeNull();
  });

  it('keeps nothing when nothing was changed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.assign(latestEdit, { flowId: 9, user: 3, diagram, version: 1, dirty: false });
    render(
      <I18nContextProvider value={i18n}>
        <DesignerErrorBoundary>
          <Broken />
        </DesignerErrorBoundary>
      </I18nContextProvider>,
    );
    expect(screen.getByTestId('cf-fatal')).toBeTruthy();
    expect(readLocalCopy(3, 9)).toBeNull();
  });
});
