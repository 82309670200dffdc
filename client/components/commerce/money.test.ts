import { describe, expect, it } from 'vitest';
import { formatMoney, formatRate, moneyInputValue, parseMoney } from './money';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  it('formats minor units with the currency in the UI language', () => {
    expect(formatMoney(123450, 'EUR', 'en')).toBe('€1,234.50');
    expect(plain(formatMoney(123450, 'SEK', 'sv'))).toBe('1 234,50 kr');
    expect(plain(formatMoney(-500, 'EUR', 'sv'))).toBe('−5,00 €');
  });

  it('reads typed decimals with a point or a comma', () => {
    expect(parseMoney('12')).toBe(1200);
    expect(parseMoney('12.5')).toBe(1250);
    expect(parseMoney('12,05')).toBe(1205);
    expect(parseMoney(' 0,99 ')).toBe(99);
  });

  it('reads grouped thousands', () => {
    expect(parseMoney('1 234,50')).toBe(123450);
    expect(parseMoney('1\u00a0234,50')).toBe(123450);
    expect(parseMoney('1,234.50')).toBe(123450);
    expect(parseMoney('1.234,50')).toBe(123450);
    expect(parseMoney('1,234')).toBe(123400);
    expect(parseMoney('12.999')).toBe(1299900);
    expect(parseMoney("12'345'678")).toBe(1234567800);
  });

  it('refuses what is not an amount', () => {
    for (const typed of ['', 'abc', '-5', '1.234.5', '1.2.3', '12.345,678', '1,2345', '5.', '1e3'])
      expect(parseMoney(typed), typed).toBeNull();
  });

  it('starts inputs without grouping, in the UI language', () => {
    expect(moneyInputValue(123450, 'en')).toBe('1234.50');
    expect(moneyInputValue(123405, 'sv')).toBe('1234,05');
    expect(moneyInputValue(5000, 'sv')).toBe('50');
    expect(parseMoney(moneyInputValue(98765, 'sv'))).toBe(98765);
  });

  it('writes VAT rates as percent numbers', () => {
    expect(formatRate(2550, 'sv')).toBe('25,5');
    expect(formatRate(2500, 'en')).toBe('25');
    expect(formatRate(0, 'en')).toBe('0');
  });
});
