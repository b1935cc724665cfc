import { describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';

/** A phonebook owns its contacts: they go with it, unless something else still needs one. */
describe.each(databases())('deleting a phonebook on %s', (kind) => {
  const api = useSeededApp(kind);

  async function phonebookWithContact(token: string, name: string, number: string) {
    const book = await api.request('POST', '/api/v1/phonebooks/', { token, body: { description: name } });
    expect(book.statusCode, book.body).toBe(201);
    const contact = await api.request('POST', '/api/v1/phonebook_contacts/', {
      token,
      body: { phonebook: book.json().id, display_name: `${name} desk`, number },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    return { book: book.json<{ id: number }>().id, contact: contact.json<{ id: number }>().id };
  }

  it('takes its contacts with it', async () => {
    const token = await api.signIn('admin');
    const { book, contact } = await phonebookWithContact(token, 'Temporary suppliers', '+3225559911');
    expect((await api.request('DELETE', `/api/v1/phonebooks/${book}/`, { token })).statusCode).toBe(204);
    expect((await api.get(`/api/v1/phonebook_contacts/${contact}/`, { token })).statusCode).toBe(404);
  });

  it('is refused while a device uses it, and keeps its contacts', async () => {
    const token = await api.signIn('admin');
    const { book, contact } = await phonebookWithContact(token, 'Front desk book', '+3225559912');
    const device = await api.request('POST', '/api/v1/devices/', {
      token,
      body: { description: 'Reception phone', type: 'desk_phone', mac_address: '00:04:f2:aa:bb:01', phonebook: book },
    });
    expect(device.statusCode, device.body).toBe(201);
    const refused = await api.request('DELETE', `/api/v1/phonebooks/${book}/`, { token });
    expect(refused.statusCode).toBe(409);
    expect(JSON.stringify(refused.json().used_by)).toContain('Reception phone');
    expect((await api.get(`/api/v1/phonebook_contacts/${contact}/`, { token })).statusCode).toBe(200);
  });
});
