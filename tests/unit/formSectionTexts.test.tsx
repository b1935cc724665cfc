import { readFileSync } from 'node:fs';
import { cleanup, render, screen, within } from '@testing-library/react';
import Form from '@rjsf/mui';
import validator from '@rjsf/validator-ajv8';
import { afterEach, describe, expect, it } from 'vitest';
import { blockUiSchema } from '../../src/custom/callFlow/designer/form/blockUi.ts';
import { formSchemaOf } from '../../src/custom/callFlow/designer/form/formSchema.ts';
import { kindOf } from '../../src/custom/callFlow/designer/kinds.ts';
import { FORM_TEMPLATES } from '../../src/engine/form/templates/index.ts';

afterEach(cleanup);

/** The schedule block's texts in a language, read as the portal merges them (blocks.kinds.schedule…). */
function translatorOf(language: string) {
  const texts = JSON.parse(readFileSync(new URL(`../../locales/resources/call_flow/blocks/schedule/${language}.json`, import.meta.url), 'utf8'));
  return (key: string, options?: Record<string, unknown>) => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
    return typeof found === 'string' ? found : String(options?._ ?? key);
  };
}

/**
 * Issue 27: the designer's sections read like raw keys ("routes", weekdays "mon tue wed"), and an
 * array field's help was printed twice. The titles and weekday names come from the locales, in
 * each language, and the help shows once.
 */
describe('form section texts', () => {
  it.each([
    ['en', 'Routes', ['Monday', 'Tuesday', 'Sunday']],
    // French writes weekdays in lower case.
    ['fr', 'Chemins', ['lundi', 'mardi', 'dimanche']],
  ])('names the schedule block’s sections and weekdays from the locales in %s', (language, routes, days) => {
    const kind = kindOf('schedule')!;
    const translate = translatorOf(language);
    const routesTitle = translate('blocks.kinds.schedule.fields.routes');
    expect(routesTitle).toBe(routes);
    render(
      <Form
        schema={formSchemaOf(kind) as never}
        // The timezone's widget needs the portal around it; the sections are what is looked at here.
        uiSchema={{ ...blockUiSchema(kind, translate), timezone: { 'ui:widget': 'hidden' } }}
        formData={{ timezone: 'Europe/Brussels', routes: [{ label: 'Open', weekdays: ['mon'], from: '08:00', to: '17:00' }] }}
        validator={validator}
        templates={FORM_TEMPLATES}
      />,
    );
    const section = screen.getByText(routes, { selector: 'legend' });
    expect(section).toBeTruthy();
    expect(screen.queryByText('routes', { selector: 'legend' })).toBeNull();
    const form = within(document.body);
    for (const day of days) expect(form.getByLabelText(day)).toBeTruthy();
    expect(form.queryByLabelText('mon')).toBeNull();
  });

  it('prints a list field’s help once', () => {
    render(
      <Form
        schema={{ type: 'object', properties: { members: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } } } }}
        uiSchema={{ members: { 'ui:title': 'Members', 'ui:help': 'Who rings, in order.' } }}
        validator={validator}
        templates={FORM_TEMPLATES}
      />,
    );
    expect(screen.getAllByText('Who rings, in order.')).toHaveLength(1);
    expect(screen.getByText('Members', { selector: 'legend' })).toBeTruthy();
  });
});
