import Papa from 'papaparse';
import * as XLSX from '@e965/xlsx';
import { cdrTexts } from './texts.ts';
import { neutralise } from './neutralise.ts';

export type ExportFormat = 'csv' | 'xlsx';

/** One exported call, as the list answers it. */
export interface ExportedCall {
  call_start: string;
  caller: string;
  callee: string;
  direction: string;
  duration: number;
  billsec: number;
  status: string;
  cost: number;
  extensions: number[];
}

const COLUMNS = ['call_start', 'caller', 'callee', 'direction', 'status', 'duration', 'billsec', 'cost', 'extensions'] as const;

/** A moment as the reader's clock shows it (2026-11-23 14:05:09); UTC when their zone is unknown. */
export function localTime(iso: string, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/** The rows of the file: the headers and each call in the reader's language; every text cell neutralised. */
export function exportRows(calls: ExportedCall[], lang: string, timeZone: string): (string | number)[][] {
  const texts = cdrTexts(lang);
  const header = COLUMNS.map((c) => neutralise(texts.fields[c] ?? c));
  const rows = calls.map((call) => [
    localTime(call.call_start, timeZone),
    neutralise(call.caller),
    neutralise(call.callee),
    neutralise(texts.direction[call.direction] ?? call.direction),
    neutralise(texts.status[call.status] ?? call.status),
    call.duration,
    call.billsec,
    call.cost,
    call.extensions.join(' '),
  ]);
  return [header, ...rows];
}

/** The export's file: CSV (papaparse, UTF-8 with a BOM so that spreadsheets read accents) or XLSX (SheetJS). */
export function exportFile(rows: (string | number)[][], format: ExportFormat, lang: string): { content: Buffer; contentType: string } {
  if (format === 'csv') {
    return { content: Buffer.from(`\uFEFF${Papa.unparse(rows, { newline: '\r\n' })}\r\n`, 'utf8'), contentType: 'text/csv; charset=utf-8' };
  }
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  const book = XLSX.utils.book_new();
  // A sheet's name is at most 31 characters and never holds : \ / ? * [ ].
  XLSX.utils.book_append_sheet(book, sheet, cdrTexts(lang).page.title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31));
  const content = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  return { content, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
}
