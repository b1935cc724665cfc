import { describe, expect, it } from 'vitest';
import { storageMigration, type StorageState } from '../../scripts/generate/storage.ts';

const state = (reference: string): StorageState => ({
  '1 table contact': { create: 'CREATE TABLE res_contact (…);', drop: 'DROP TABLE res_contact;' },
  '2 reference contact.book': {
    create: `ALTER TABLE res_contact ADD COLUMN book_id integer … ON DELETE ${reference};`,
    drop: 'ALTER TABLE res_contact DROP COLUMN book_id;',
  },
  '4 order contact': {
    create: 'CREATE INDEX res_contact_order ON res_contact (group_id, book_id, id);',
    drop: 'DROP INDEX res_contact_order;',
  },
  '4 order other': {
    create: 'CREATE INDEX res_other_order ON res_other (group_id, book_id, id);',
    drop: 'DROP INDEX res_other_order;',
  },
});

describe('the storage migration', () => {
  it('is empty when the schemas ask for what exists', () => {
    expect(storageMigration(state('RESTRICT'), state('RESTRICT'))).toBe('');
  });

  it('makes again the indexes on a reference column that is made again, indexes first out, last in', () => {
    const sql = storageMigration(state('RESTRICT'), state('CASCADE'));
    const order = ['DROP INDEX res_contact_order', 'DROP COLUMN book_id', 'ADD COLUMN book_id', 'CREATE INDEX res_contact_order'];
    const at = order.map((part) => sql.indexOf(part));
    expect(at.every((i) => i >= 0), sql).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(sql).not.toContain('res_other_order');
  });
});
