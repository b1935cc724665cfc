import type { Queryable } from '../../db/index.ts';

/** What a list of invoices takes (contract.ts): paging, the number searched, status, year, and (reseller invoices) the client. */
export interface InvoiceListQuery {
  page: number;
  pageSize: number;
  search?: string;
  status?: string;
  year?: number;
  client?: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of a group's invoices, newest first (the order index res_<table>_order on the date),
 * and how many match. `table` is res_invoice or res_reseller_invoice, never a client's text.
 */
export async function listInvoices(db: Queryable, table: 'res_invoice' | 'res_reseller_invoice', groupId: number, q: InvoiceListQuery) {
  const params: unknown[] = [groupId];
  const where = ['group_id = $1'];
  const add = (value: unknown) => `$${params.push(value)}`;
  if (q.status) where.push(`data ->> 'status' = ${add(q.status)}`);
  if (q.year) where.push(`data ->> 'period' LIKE ${add(`${q.year}-%`)}`);
  if (q.client) where.push(`client_id = ${add(q.client)}`);
  const search = q.search?.trim();
  if (search) where.push(`data ->> 'number' ILIKE ${add(`%${escapeLike(search)}%`)}`);
  const sql = where.join(' AND ');
  const [rows, counted] = await Promise.all([
    db.query<{ id: number; data: Record<string, unknown> }>(
      `SELECT id, data FROM ${table} WHERE ${sql} ORDER BY lower(data ->> 'date') DESC, id DESC LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
      params,
    ),
    db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table} WHERE ${sql}`, params),
  ]);
  return { count: counted[0].count, results: rows.map((r) => ({ ...r.data, id: r.id })) };
}

/** One of the group's invoices; undefined when it is another group's or none. */
export async function getInvoice(db: Queryable, table: 'res_invoice' | 'res_reseller_invoice', groupId: number, id: number) {
  const [row] = await db.query<{ id: number; data: Record<string, unknown> }>(`SELECT id, data FROM ${table} WHERE id = $1 AND group_id = $2`, [id, groupId]);
  return row ? { ...row.data, id: row.id } : undefined;
}
