import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../server/schema/files.ts';
import type { UserWriteKeyword } from '../../core/schema/keywords.ts';
import { changeableFields, forbiddenChanges, mayWrite, mayWriteAny, withCreatorAsOwner, type Writer } from '../../core/domain/writeAccess.ts';

const SCHEMAS = loadSchemas();
const area = (name: string) => SCHEMAS.resources.get(name)!;
const user: Writer = { role: 'USER', extension: 7 };
const admin: Writer = { role: 'ADMIN', extension: 1 };

describe('who may write what (core/domain/writeAccess.ts)', () => {
  it('names in x-user-write only fields the area has', () => {
    for (const [name, schema] of SCHEMAS.resources) {
      const rule = schema['x-user-write'] as UserWriteKeyword | undefined;
      if (!rule) continue;
      const fields = rule.record === 'owned' ? [rule.owners] : rule.record === 'of-extension' ? [rule.extension] : rule.fields;
      for (const field of fields) expect(Object.keys(schema.properties ?? {}), `${name}.${field}`).toContain(field);
    }
  });

  it('leaves administrators and resellers every write', () => {
    for (const writer of [admin, { role: 'RESELLER', extension: null } as Writer]) {
      expect(mayWrite(writer, area('site'), 'create')).toBe(true);
      expect(mayWrite(writer, area('extension'), 'delete', { id: 3 })).toBe(true);
      expect(forbiddenChanges(writer, area('extension'), { id: 3, name: 'A' }, { name: 'B' })).toEqual([]);
    }
  });

  it('gives a plain user their own extension’s personal settings only', () => {
    const own = { id: 7, name: 'Umar', language: 'nl', mobile: null };
    expect(mayWrite(user, area('extension'), 'update', own)).toBe(true);
    expect(mayWrite(user, area('extension'), 'update', { id: 8 })).toBe(false);
    expect(mayWrite(user, area('extension'), 'create')).toBe(false);
    expect(mayWrite(user, area('extension'), 'delete', own)).toBe(false);
    expect(forbiddenChanges(user, area('extension'), own, { ...own, language: 'fr' })).toEqual([]);
    expect(forbiddenChanges(user, area('extension'), own, { ...own, name: 'Admin', mobile: '+32470000000' })).toEqual(['name', 'mobile']);
    // Absent and null are the same value: a form that sends null for an empty field changes nothing.
    expect(forbiddenChanges(user, area('extension'), { id: 7 }, { email: null })).toEqual([]);
    expect(changeableFields(user, area('extension'), { id: 8 })).toEqual(new Set());
  });

  it('lets a plain user create owned records, and change and delete those they own or reach as Admin', () => {
    const box = area('voicemail_box');
    expect(mayWrite(user, box, 'create')).toBe(true);
    expect(withCreatorAsOwner(user, box, { description: 'x', owners: [2] })).toEqual({ description: 'x', owners: [2, 7] });
    expect(withCreatorAsOwner(user, area('site'), { name: 'x' })).toEqual({ name: 'x' });
    expect(mayWrite(user, box, 'update', { owners: [7] })).toBe(true);
    expect(mayWrite(user, box, 'delete', { owners: [2], is_shared: true })).toBe(false);
    expect(mayWrite({ ...user, adminRole: true }, box, 'delete', { owners: [2] })).toBe(true);
    expect(mayWriteAny(user, box, 'delete')).toBe(true);
    expect(mayWriteAny(user, area('site'), 'delete')).toBe(false);
  });

  it('lets a plain user write the records of their own extension only (call forwarding), and not hand one to another', () => {
    const forwarding = area('call_forwarding');
    const own = { id: 3, extension: 7, always: 'number', always_number: '+3225551234' };
    expect(mayWrite(user, forwarding, 'create')).toBe(true);
    expect(mayWrite(user, forwarding, 'create', { extension: 7 })).toBe(true);
    expect(mayWrite(user, forwarding, 'create', { extension: 8 })).toBe(false);
    expect(mayWrite(user, forwarding, 'update', own)).toBe(true);
    expect(mayWrite(user, forwarding, 'delete', own)).toBe(true);
    expect(mayWrite(user, forwarding, 'update', { ...own, extension: 8 })).toBe(false);
    expect(mayWrite(user, forwarding, 'delete', { ...own, extension: 8 })).toBe(false);
    // Not even the role named Admin reaches a colleague's forwarding: it is personal, not owned.
    expect(mayWrite({ ...user, adminRole: true }, forwarding, 'update', { ...own, extension: 8 })).toBe(false);
    // A user whose extension is not of this group (a reseller's user acting elsewhere) has none.
    expect(mayWrite({ ...user, extension: null }, forwarding, 'create')).toBe(false);
    expect(forbiddenChanges(user, forwarding, own, { ...own, always: 'voicemail' })).toEqual([]);
    expect(forbiddenChanges(user, forwarding, own, { ...own, extension: 8 })).toEqual(['extension']);
    expect(forbiddenChanges(admin, forwarding, own, { ...own, extension: 8 })).toEqual([]);
    expect(mayWriteAny(user, forwarding, 'delete')).toBe(true);
    expect(mayWrite(admin, forwarding, 'update', { ...own, extension: 8 })).toBe(true);
  });
});
