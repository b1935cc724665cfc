import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nContextProvider, type I18nProvider } from 'ra-core';
import { DateTimePicker } from '../../src/engine/ui/DateTimePicker.tsx';

afterEach(cleanup);

function i18n(locale: string): I18nProvider {
  return { translate: (key) => key, changeLocale: async () => undefined, getLocale: () => locale };
}

function renderPicker(locale: string, value: Date | null) {
  return render(
    <I18nContextProvider value={i18n(locale)}>
      <DateTimePicker label="Start" value={value} onChange={() => undefined} />
    </I18nContextProvider>,
  );
}

// The first render imports the picker and date-fns into jsdom: seconds on a busy machine.
describe('the date-time picker', { timeout: 30_000 }, () => {
  it('shows Y-m-d H:i on a 24-hour clock', () => {
    const { container } = renderPicker('en', new Date(2026, 2, 5, 21, 7));
    const input = container.querySelector('input');
    expect(input?.value).toBe('2026-03-05 21:07');
  });

  it.each([
    ['en', 'M'],
    ['nl', 'M'],
    ['fr', 'L'],
  ])('starts the calendar week on Monday in %s and names the days in the language', (locale, firstDay) => {
    renderPicker(locale, new Date(2026, 2, 5, 9, 30));
    fireEvent.click(screen.getByRole('button', { name: /^(choose date|kies datum|choisir la date)/i }));
    const calendar = screen.getByRole('grid');
    const days = within(calendar).getAllByRole('columnheader').map((header) => header.textContent);
    expect(days[0]?.toUpperCase()).toBe(firstDay);
  });
});
