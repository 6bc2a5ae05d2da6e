import { afterEach, describe, expect, it } from 'vitest';
import { date, dateTime, money, number, percent, splitMoney } from './format';
import { setLanguage } from './language.svelte';

afterEach(() => setLanguage('en'));

describe('display formatting', () => {
  it('rounds money to cents for display only', () => {
    expect(money('789287.6000', 'EUR')).toBe('€789,287.60');
    expect(money('4.893896329365079365079365079', 'EUR')).toBe('€4.89');
    expect(money(null, 'USD')).toBe('–');
  });

  it('formats shares and counts', () => {
    expect(percent('0.4602739726027397260273972603')).toBe('46.0%');
    expect(number('2872.80', 2)).toBe('2,872.8');
  });

  it('writes the typographic minus, as the report does (issue 18)', () => {
    expect(money('-12000', 'EUR')).toBe('\u2212€12,000.00');
    expect(percent('-0.2', 0)).toBe('\u221220%');
    expect(number('-3.5', 1)).toBe('\u22123.5');
    setLanguage('de');
    expect(money('-12000', 'EUR')).toBe('\u221212.000,00\u00a0€');
  });

  it('splits an amount from its currency and keeps what was typed', () => {
    expect(splitMoney('39.80 USD')).toEqual({ amount: '39.80', currency: 'USD' });
    expect(splitMoney('abc EUR')).toEqual({ amount: 'abc', currency: 'EUR' });
  });
});

// The conventions of each language (CLDR through Intl): separators, the currency sign's
// place, the space before % and the date order. \u00a0 is a no-break space, \u202f a narrow one.
describe('formatting in the UI language', () => {
  const share = '0.4602739726027397260273972603';

  it('German', () => {
    setLanguage('de');
    expect(money('789287.6000', 'EUR')).toBe('789.287,60\u00a0€');
    expect(percent(share)).toBe('46,0\u00a0%');
    expect(number('2872.80', 2)).toBe('2.872,8');
    expect(date('2026-11-30')).toBe('30.11.2026');
    expect(dateTime('2026-11-30T09:05:00.123456789Z')).toBe('30.11.2026, 09:05');
  });

  it('Dutch', () => {
    setLanguage('nl');
    expect(money('789287.6000', 'EUR')).toBe('€\u00a0789.287,60');
    expect(percent(share)).toBe('46,0%');
    expect(number('2872.80', 2)).toBe('2.872,8');
    expect(date('2026-11-30')).toBe('30 nov 2026');
  });

  it('French', () => {
    setLanguage('fr');
    expect(money('789287.6000', 'EUR')).toBe('789\u202f287,60\u00a0€');
    expect(percent(share)).toBe('46,0\u00a0%');
    expect(number('2872.80', 2)).toBe('2\u202f872,8');
    expect(date('2026-11-30')).toBe('30 nov. 2026');
  });

  it('English dates as the report writes them (en-GB: day, month, 24-hour time), in UTC whatever the machine says', () => {
    expect(date('2026-11-30T23:30:00Z')).toBe('30 Nov 2026');
    expect(dateTime('2026-11-30T09:05:00Z')).toBe('30 Nov 2026, 09:05');
    expect(date('not a date')).toBe('not a date');
    expect(date(null)).toBe('–');
  });
});
