// CSV exports: written by csv-stringify, with every cell a spreadsheet could run as a formula
// (starting with = + - @, or a tab or carriage return) prefixed with an apostrophe (OWASP's
// advice against CSV injection), so an exported answer or name is only ever text.
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
