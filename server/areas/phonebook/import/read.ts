import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import { serverText } from '../../../../core/domain/errorCatalogue.ts';
import { IMPORT_MAX_RECORDS } from './limits.ts';

export type FileKind = 'xlsx' | 'xls' | 'csv';

/** One row of the sheet as the spreadsheet numbers it (the header is row 1 when it is first). */
export interface SheetRow {
  row: number;
  cells: unknown[];
}

export interface Sheet {
  header: unknown[];
  rows: SheetRow[];
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** Text without bytes no text file holds (NUL, other control characters): a CSV's content. */
function asText(bytes: Buffer): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Spreadsheet programs on Windows still write CSV in their code page.
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  // Tab, line feed and carriage return are a CSV's; any other control character is a binary file's.
  const binary = [...text].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 0x20 && c !== '\t' && c !== '\n' && c !== '\r') || code === 0x7f;
  });
  return binary ? undefined : text.replace(/^\uFEFF/, '');
}

/**
 * What the file is by its content, and it must be what its name says: an .xlsx is a zip
 * archive, an .xls an OLE compound file, a .csv text. A picture or a text file renamed to
 * .xlsx, or anything else, is refused in the catalogue's words.
 */
export function fileKind(name: string, bytes: Buffer): FileKind | undefined {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension === 'xlsx' && startsWith(bytes, ZIP)) return 'xlsx';
  if (extension === 'xls' && startsWith(bytes, OLE)) return 'xls';
  if (extension === 'csv' && bytes.length > 0 && asText(bytes) !== undefined) return 'csv';
  return undefined;
}

/** A file refused whole, in the catalogue's words: the upload answers it as the file field's error. */
export class FileRefused extends Error {
  constructor(code: string, params?: Record<string, unknown>) {
    super(serverText(code, params));
  }
}

const refuse = (code: string, params?: Record<string, unknown>) => new FileRefused(code, params);

function csvCells(bytes: Buffer): unknown[][] {
  const parsed = Papa.parse<unknown[]>(asText(bytes) ?? '', { skipEmptyLines: false });
  return parsed.data;
}

/** The first sheet's cells: no more rows are read than show that the limit is passed (header and one record too many). */
function sheetCells(bytes: Buffer): { cells: unknown[][]; firstRow: number } {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, { type: 'buffer', dense: true, sheetRows: IMPORT_MAX_RECORDS + 2, cellFormula: false, cellHTML: false, cellStyles: false, sheets: 0 });
  } catch {
    // Its first bytes said zip or OLE (fileKind), yet the reader cannot open it: a damaged or cut-off workbook.
    throw refuse('import_incorrect_data');
  }
  const sheet = book.Sheets[book.SheetNames[0]];
  if (!sheet) throw refuse('import_no_records');
  const first = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.r : 0;
  const cells = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: true, defval: null });
  return { cells, firstRow: first + 1 };
}

const blank = (cells: unknown[]) => cells.every((c) => c === null || c === undefined || String(c).trim() === '');

/** The header (the first row that is not empty) and the records under it, with their row numbers. */
export function readSheet(kind: FileKind, bytes: Buffer): Sheet {
  const { cells, firstRow } = kind === 'csv' ? { cells: csvCells(bytes), firstRow: 1 } : sheetCells(bytes);
  const numbered = cells.map((row, i) => ({ row: firstRow + i, cells: row })).filter((r) => !blank(r.cells));
  const [header, ...rows] = numbered;
  if (!header || !rows.length) throw refuse('import_no_records');
  if (rows.length > IMPORT_MAX_RECORDS) throw refuse('import_too_many_records', { limit: IMPORT_MAX_RECORDS });
  return { header: header.cells, rows };
}
