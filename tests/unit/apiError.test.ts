import { describe, expect, it } from 'vitest';
import { mapError, recognise, statusMessage } from '../../src/dataProvider/apiError.ts';
import { ERROR_CATALOGUE, serverText } from '../../core/domain/errorCatalogue.ts';

describe('the error mapping', () => {
  it('recognises every text the server emits as its own catalogue entry', () => {
    for (const code of Object.keys(ERROR_CATALOGUE)) {
      const text = serverText(code, { limit: 5, id: 7, field: 'name', used_by: 'extension: 201 - Alice' });
      expect(recognise(text).key, text).toBe(`errors.${code}`);
    }
  });

  it('reads the placeholders back out of a server text', () => {
    expect(recognise('Ensure this value is less than or equal to 32767.')).toEqual({
      key: 'errors.max_value',
      args: { limit: '32767' },
    });
  });

  it("recognises the spec's wording from servers that send only text", () => {
    expect(recognise('Extension can not be higher than 32767').key).toBe('errors.extension_too_high');
    expect(recognise('Secondary number must be unique').key).toBe('errors.secondary_number_unique');
  });

  it('recognises the spec catalogue in the words other servers use', () => {
    expect(recognise('Price value changed, please reload the page').key).toBe('errors.price_changed');
    expect(recognise('Duplicate GUI, contact support').key).toBe('errors.duplicate_gui');
    expect(recognise('Call flow block reference missing from the database').key).toBe('errors.call_flow_reference_missing');
    expect(recognise('Choice block extensions already exist in call flow').key).toBe('errors.choice_extensions_exist');
  });

  it("keeps the server's words when a loose match could not fill the placeholders", () => {
    expect(recognise('Site is used by 3 extensions')).toMatchObject({ key: 'errors.server_text', text: 'Site is used by 3 extensions' });
  });

  it('shows an unknown server text as it came', () => {
    expect(recognise('Der Server ist müde.')).toMatchObject({ key: 'errors.server_text', text: 'Der Server ist müde.' });
  });

  it('puts v1 field errors at their fields and non_field_errors in the notification', () => {
    const mapped = mapError(400, {
      name: ['This field is required.'],
      did: ['Enter a valid phone number.'],
      non_field_errors: ['Unable to log in with provided credentials.'],
    });
    expect(mapped.fields.name.key).toBe('errors.required');
    expect(mapped.fields.did.key).toBe('errors.format_phone-number');
    expect(mapped.message.key).toBe('errors.invalid_credentials');
  });

  it('says the form is invalid when there are only field errors', () => {
    expect(mapError(400, { name: ['This field may not be blank.'] }).message.key).toBe('errors.form_invalid');
  });

  it('shows a v3 detail list as such', () => {
    expect(mapError(400, ['Name must be unique.']).message.key).toBe('errors.name_unique');
  });

  it('puts v3 "field: text" details at their fields, and the others in the notification', () => {
    const mapped = mapError(400, ['name: A role with this name already exists.', 'extension: Extension cannot be above 32767.']);
    expect(mapped.fields.name.key).toBe('errors.role_name_unique');
    expect(mapped.fields.extension.key).toBe('errors.extension_too_high');
    expect(mapped.message.key).toBe('errors.form_invalid');
    const mixed = mapError(400, ['non_field_errors: Name must be unique.', 'site: This field is required.']);
    expect(mixed.message.key).toBe('errors.name_unique');
    expect(mixed.fields.site.key).toBe('errors.required');
  });

  it('names what uses a record when deletion is refused', () => {
    const usedBy = [{ resource: 'extension', field: 'site', items: [{ id: 2, label: '201 - Alice Admin' }] }];
    const mapped = mapError(409, { detail: serverText('in_use', { used_by: 'extension: 201 - Alice Admin' }), code: 'in_use', used_by: usedBy });
    expect(mapped.message.key).toBe('errors.in_use');
    expect(mapped.usedBy).toEqual(usedBy);
  });

  it('answers each status class from the status catalogue, with the wait of a 429', () => {
    expect(mapError(401, { detail: 'Invalid token.' }).message.key).toBe('http_status.401');
    expect(mapError(403, { detail: 'x' }).message.key).toBe('http_status.403');
    expect(mapError(404, { detail: 'Not found.' }).message.key).toBe('http_status.404');
    expect(mapError(429, { detail: 'Request was throttled.' }, '30').message).toEqual({ key: 'http_status.429_wait', args: { seconds: 30, status: 429 } });
    expect(mapError(429, { detail: 'Request was throttled.' }).message.key).toBe('http_status.429');
    expect(mapError(499, null).message.key).toBe('http_status.4xx');
    expect(mapError(503, null).message.key).toBe('http_status.503');
    expect(mapError(102, null).message.key).toBe('http_status.102');
    expect(statusMessage(599)).toEqual({ key: 'errors.request_failed', args: { status: 599 } });
  });
});
