import { cleanup, render, screen } from '@testing-library/react';
import Form from '@rjsf/mui';
import validator from '@rjsf/validator-ajv8';
import { afterEach, describe, expect, it } from 'vitest';
import { FORM_TEMPLATES } from '../../src/engine/form/templates/index.ts';

afterEach(cleanup);

/**
 * Issue 27: a field's help text turned red under its error and read as a second error. With the
 * portal's templates, the error is red and the help below it keeps its secondary colour.
 */
describe('a field’s help under its error', () => {
  it('stays help-coloured while the error is red', () => {
    render(
      <Form
        schema={{ type: 'object', properties: { name: { type: 'string', title: 'Name' } } }}
        uiSchema={{ name: { 'ui:help': 'The name your callers hear.' } }}
        validator={validator}
        templates={FORM_TEMPLATES}
        extraErrors={{ name: { __errors: ['This field is required.'] } } as never}
        showErrorList={false}
      />,
    );
    const help = screen.getByText('The name your callers hear.').closest('.MuiFormHelperText-root')!;
    const error = screen.getByText('This field is required.').closest('.MuiFormHelperText-root, li')!;
    expect(help.classList.contains('Mui-error')).toBe(false);
    expect(error.closest('.Mui-error')).not.toBeNull();
  });
});
