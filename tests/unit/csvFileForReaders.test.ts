import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvSeparatorOf, csvText } from '../../src/custom/common/csvFile.ts';

// Issue 25: the portal's CSV (statistics) in the separator the reader's spreadsheet expects, or for machines.
describe('the portal’s CSV files', () => {
  const rows = [['Periode', 'Gesprekken', 'Gem. wachttijd'], ['=cmd', 12, 3.5], ['+32470111222', 0, 0]];

  it('writes a Dutch or French reader’s file with `;` and decimal commas, formulas made inert', () => {
    expect(csvSeparatorOf('nl')).toBe(';');
    expect(csvSeparatorOf('fr-BE')).toBe(';');
    const parsed = Papa.parse<string[]>(csvText(rows, { separator: csvSeparatorOf('nl') }), { skipEmptyLines: true });
    expect(parsed.meta.delimiter).toBe(';');
    expect(parsed.data[1]).toEqual(["'=cmd", '12', '3,5']);
    expect(parsed.data[2][0]).toBe("'+32470111222");
  });

  it('writes an English reader’s file with `,` and decimal points', () => {
    expect(csvSeparatorOf('en')).toBe(',');
    const parsed = Papa.parse<string[]>(csvText(rows, { separator: ',' }), { skipEmptyLines: true });
    expect(parsed.meta.delimiter).toBe(',');
    expect(parsed.data[1]).toEqual(["'=cmd", '12', '3.5']);
  });

  it('writes a machine’s file with every value as it is', () => {
    const parsed = Papa.parse<string[]>(csvText(rows, 'machine'), { skipEmptyLines: true });
    expect(parsed.data[1]).toEqual(['=cmd', '12', '3.5']);
    expect(parsed.data[2][0]).toBe('+32470111222');
  });
});
