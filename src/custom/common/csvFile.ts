/**
 * The portal's CSV files (issue 25), as the server's exports write them (server/areas/cdr/export/files.ts):
 * for a person, the separator their spreadsheet expects (`;` where the decimal mark is a comma,
 * as Excel and LibreOffice in Dutch and French), their decimal mark, a BOM for accents and
 * formulas made inert; for a machine, `,`, `.` decimals and every value as it is.
 */
export type CsvSeparator = ',' | ';';
type Cell = string | number;
/** Who reads a CSV: a person's spreadsheet with its separator, or a machine. */
export type CsvReader = { separator: CsvSeparator } | 'machine';

/** The separator a spreadsheet in this language expects: `,` in English, `;` in Dutch and French. */
export const csvSeparatorOf = (language: string): CsvSeparator => (language.toLowerCase().startsWith('en') ? ',' : ';');

/** The CSVs a page offers, in order: the reader's separator, the other one, then for machines. */
export function csvChoicesOf(language: string): CsvReader[] {
  const separator = csvSeparatorOf(language);
  return [{ separator }, { separator: separator === ',' ? ';' : ',' }, 'machine'];
}

/** A text a spreadsheet would run as a formula (= + - @, tab, return) made inert with an apostrophe (OWASP). */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
const quoted = (text: string) => (/[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The CSV text of rows, for a person (separator given) or for a machine. */
export function csvText(rows: Cell[][], reader: CsvReader): string {
  const separator = reader === 'machine' ? ',' : reader.separator;
  const cell = (value: Cell) => {
    if (typeof value === 'number') return reader !== 'machine' && separator === ';' ? String(value).replace('.', ',') : String(value);
    return quoted(reader === 'machine' ? value : inert(value));
  };
  return `${rows.map((row) => row.map(cell).join(separator)).join('\r\n')}\r\n`;
}

/** The CSV as a file to download: a person's starts with a BOM (Excel reads UTF-8 accents then). */
export function csvBlob(rows: Cell[][], reader: CsvReader): Blob {
  return new Blob([`${reader === 'machine' ? '' : '\uFEFF'}${csvText(rows, reader)}`], { type: 'text/csv;charset=utf-8' });
}
