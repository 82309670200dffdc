import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { safeCell, toCsv } from './csv';

describe('CSV exports', () => {
  it('escapes cells a spreadsheet would run as formulas', () => {
    for (const cell of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx']) {
      expect(safeCell(cell)).toBe(`'${cell}`);
    }
    expect(safeCell('plain')).toBe('plain');
    expect(safeCell(-5)).toBe(-5);
    expect(safeCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks so the rows read back as written', () => {
    const csv = toCsv(['a', 'b'], [['x, "y"', 'line\nbreak']]);
    expect(parse(csv.replace(/^\uFEFF/, ''))).toEqual([
      ['a', 'b'],
      ['x, "y"', 'line\nbreak'],
    ]);
  });
});
