import Papa from 'papaparse';
import * as XLSX from '@e965/xlsx';
import type { Language } from '../../../../core/domain/formats.ts';
import { CURRENCY } from '../../help_support/rates.ts';
import { cdrTexts } from './texts.ts';
import { neutralise } from './neutralise.ts';
import { localParts, localTime } from './localTime.ts';

/**
 * csv: for a person's spreadsheet (their separator, their decimal mark, local times, formulas
 * made inert); xlsx: typed cells; csv_machine: for integrations (RFC 4180 with `,`, ISO 8601
 * UTC moments, E.164 numbers, `.` decimals, the API's own field names and values, no guard).
 */
export type ExportFormat = 'csv' | 'xlsx' | 'csv_machine';
export type Separator = ',' | ';';
export const EXPORT_FORMATS = ['csv', 'xlsx', 'csv_machine'] as const;

/** The separator a spreadsheet in this language expects: Excel and LibreOffice in Dutch and French use `;` (their decimal mark is `,`). */
export const separatorOf = (lang: Language): Separator => (lang === 'en' ? ',' : ';');

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

export interface ExportOptions {
  lang: Language;
  timeZone: string;
  /** csv only; the language's own when absent. */
  separator?: Separator;
}

const COLUMNS = ['call_start', 'caller', 'callee', 'direction', 'status', 'duration', 'billsec', 'cost', 'extensions'] as const;
type Cell = string | number;

const CSV_TYPE = 'text/csv; charset=utf-8';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const csv = (rows: Cell[][], delimiter: Separator, bom: boolean) => Buffer.from(`${bom ? '\uFEFF' : ''}${Papa.unparse(rows, { delimiter, newline: '\r\n' })}\r\n`, 'utf8');

/** The calls for a person's spreadsheet: local times, labels in their language, their decimal mark, every text cell neutralised. */
function personCsv(calls: ExportedCall[], { lang, timeZone, separator = separatorOf(lang) }: ExportOptions): Buffer {
  const texts = cdrTexts(lang);
  const decimal = (n: number) => (separator === ';' ? n.toFixed(2).replace('.', ',') : n.toFixed(2));
  const rows: Cell[][] = calls.map((call) => [
    localTime(call.call_start, timeZone),
    neutralise(call.caller),
    neutralise(call.callee),
    neutralise(texts.direction[call.direction] ?? call.direction),
    neutralise(texts.status[call.status] ?? call.status),
    call.duration,
    call.billsec,
    decimal(call.cost),
    call.extensions.join(' '),
  ]);
  // The UTF-8 BOM makes Excel read accents.
  return csv([COLUMNS.map((c) => neutralise(texts.fields[c] ?? c)), ...rows], separator, true);
}

/** The calls for a program: the API's names and values, nothing localised, nothing guarded. */
function machineCsv(calls: ExportedCall[]): Buffer {
  const rows: Cell[][] = calls.map((call) => [call.call_start, call.caller, call.callee, call.direction, call.status, call.duration, call.billsec, call.cost.toFixed(2), call.extensions.join(' ')]);
  return csv([[...COLUMNS], ...rows], ',', false);
}

/** A spreadsheet's date serial (days since 1899-12-30) of the moment as the reader's clock shows it: XLSX dates have no zone. */
function dateSerial(iso: string, timeZone: string): number {
  const p = localParts(iso, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) / 86_400_000 + 25_569;
}

/**
 * The calls as a workbook of typed cells: the start a date, durations times ([h]:mm:ss, a
 * spreadsheet sums them), the cost a number in the currency's format, the rest text. A text
 * cell is never run as a formula, so it is written as it is, without an apostrophe.
 */
function workbook(calls: ExportedCall[], { lang, timeZone }: ExportOptions): Buffer {
  const texts = cdrTexts(lang);
  const text = (v: string): XLSX.CellObject => ({ t: 's', v });
  const time = (seconds: number): XLSX.CellObject => ({ t: 'n', v: seconds / 86_400, z: '[h]:mm:ss' });
  const rows: XLSX.CellObject[][] = calls.map((call) => [
    { t: 'n', v: dateSerial(call.call_start, timeZone), z: 'yyyy-mm-dd hh:mm:ss' },
    text(call.caller),
    text(call.callee),
    text(texts.direction[call.direction] ?? call.direction),
    text(texts.status[call.status] ?? call.status),
    time(call.duration),
    time(call.billsec),
    { t: 'n', v: call.cost, z: CURRENCY === 'EUR' ? '[$€-2] #,##0.00' : `[$${CURRENCY}] #,##0.00` },
    text(call.extensions.join(' ')),
  ]);
  const sheet = XLSX.utils.aoa_to_sheet([COLUMNS.map((c) => text(texts.fields[c] ?? c)), ...rows]);
  sheet['!cols'] = COLUMNS.map((c) => ({ wch: c === 'call_start' ? 20 : 14 }));
  const book = XLSX.utils.book_new();
  // A sheet's name is at most 31 characters and never holds : \ / ? * [ ].
  XLSX.utils.book_append_sheet(book, sheet, texts.page.title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31));
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** The export's file in its format. */
export function exportFile(calls: ExportedCall[], format: ExportFormat, options: ExportOptions): { content: Buffer; contentType: string } {
  if (format === 'xlsx') return { content: workbook(calls, options), contentType: XLSX_TYPE };
  return { content: format === 'csv' ? personCsv(calls, options) : machineCsv(calls), contentType: CSV_TYPE };
}
