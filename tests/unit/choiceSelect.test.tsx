import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nContextProvider } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { WidgetProps } from '@rjsf/utils';
import { deepMerge, type Messages } from '../../src/i18n/deepMerge.ts';
import { SelectWidget } from '../../src/engine/widgets/SelectWidget/SelectWidget.tsx';
import { LanguageWidget } from '../../src/engine/widgets/LanguageWidget/LanguageWidget.tsx';
import { BlockSelectWidget } from '../../src/custom/callFlow/designer/form/BlockSelectWidget.tsx';

/**
 * The three selects that share ChoiceSelect, as a user meets them: the names the menu shows,
 * "None" where the field may be left empty, and the value the form keeps for a choice (the
 * enum's own value, a number staying a number).
 */
const messages = ['locales/en.json', 'locales/resources/en.json', 'locales/resources/device/en.json'].reduce<Messages>(
  (all, path) => deepMerge(all, JSON.parse(readFileSync(path, 'utf8'))),
  {},
);
const i18nProvider = polyglotI18nProvider(() => messages as never, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

afterEach(cleanup);

function renderWidget(Widget: (props: WidgetProps) => React.ReactNode, props: Partial<WidgetProps>) {
  const onChange = vi.fn();
  const widget = {
    id: 'device_type',
    name: 'type',
    label: 'Type',
    value: undefined,
    required: false,
    disabled: false,
    readonly: false,
    rawErrors: [],
    schema: {},
    options: {},
    onBlur: () => undefined,
    onFocus: () => undefined,
    registry: { formContext: { resource: 'device', setUnresolved: () => undefined } },
    ...props,
    onChange,
  } as unknown as WidgetProps;
  render(
    <I18nContextProvider value={i18nProvider}>
      <Widget {...widget} />
    </I18nContextProvider>,
  );
  return onChange;
}

/** Opens the select and gives its options. */
function openMenu() {
  fireEvent.mouseDown(screen.getByRole('combobox'));
  return within(screen.getByRole('listbox')).getAllByRole('option');
}

describe('the selects of known values', () => {
  it('names an enum field’s values from the locales, offers None when it may be empty, and keeps the value chosen', () => {
    const onChange = renderWidget(SelectWidget, { schema: { enum: ['desk_phone', 'hand_held', null] }, options: { emptyValue: null } });
    expect(openMenu().map((option) => option.textContent)).toEqual(['None', 'Desk phone', 'Hand-held phone']);
    fireEvent.click(screen.getByRole('option', { name: 'Hand-held phone' }));
    expect(onChange).toHaveBeenLastCalledWith('hand_held');
  });

  it('stores the empty value when None is chosen, and offers no None on a required field', () => {
    const onChange = renderWidget(SelectWidget, { value: 'hand_held', schema: { enum: ['desk_phone', 'hand_held'] }, options: { emptyValue: null } });
    expect(screen.getByRole('combobox').textContent).toBe('Hand-held phone');
    openMenu();
    fireEvent.click(screen.getByRole('option', { name: 'None' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    cleanup();
    renderWidget(SelectWidget, { required: true, schema: { enum: ['desk_phone', 'hand_held'] } });
    expect(openMenu().map((option) => option.textContent)).toEqual(['Desk phone', 'Hand-held phone']);
  });

  it('keeps a number a number, named by the value itself when the locales have no name for it', () => {
    const onChange = renderWidget(SelectWidget, { name: 'lines', schema: { enum: [1, 2, 4] } });
    expect(openMenu().map((option) => option.textContent)).toEqual(['None', '1', '2', '4']);
    fireEvent.click(screen.getByRole('option', { name: '4' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('offers the three languages, each named in itself', () => {
    const onChange = renderWidget(LanguageWidget, { value: 'en', label: 'Language' });
    const options = openMenu();
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['None', null],
      ['English', 'en'],
      ['Nederlands', 'nl'],
      ['Français', 'fr'],
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Nederlands' }));
    expect(onChange).toHaveBeenLastCalledWith('nl');
  });

  it('names a block’s values as its form does, always with None, which stores an empty text', () => {
    const enumOptions = [
      { value: 'round_robin', label: 'Round robin' },
      { value: 'random', label: 'At random' },
      { value: '', label: '' },
    ];
    const onChange = renderWidget(BlockSelectWidget, { value: 'random', required: true, options: { enumOptions } });
    expect(openMenu().map((option) => option.textContent)).toEqual(['None', 'Round robin', 'At random']);
    fireEvent.click(screen.getByRole('option', { name: 'None' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
