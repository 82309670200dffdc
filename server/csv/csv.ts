// CSV exports: written by csv-stringify, with every cell a spreadsheet could run as a formula
// (starting with = + - @, or a tab or carriage return) prefixed with an apostrophe (OWASP's
// advice against CSV injection), so an exported answer or name is only ever text.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as text that no spreadsheet runs. Numbers stay numbers (a negative amount too). */
export function safeCell(cell: CsvCell): string | number {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return cell;
  if (typeof cell === 'boolean') return cell ? 'yes' : 'no';
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** A header row and data rows as CSV (RFC 4180 quoting, CRLF line ends, a BOM for Excel). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${stringify([header.map(safeCell), ...rows.map((row) => row.map(safeCell))], {
    record_delimiter: 'windows',
  })}`;
}

/**
 * The email addresses in an uploaded CSV file, in order, each once: any cell of any row that is
 * one (a header row, names and other columns are passed over). Separators: comma or semicolon.
 */
export function emailsInCsv(text: string, isEmail: (cell: string) => boolean): string[] {
  const delimiter = (text.match(/;/g)?.length ?? 0) > (text.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = parse(text.replace(/^\uFEFF/, ''), {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
  });
  const found = new Set<string>();
  for (const row of rows) for (const cell of row) if (isEmail(cell)) found.add(cell.toLowerCase());
  return [...found];
}
