import { describe, expect, it } from 'vitest';
import { money, number, percent, splitMoney } from './format';

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

  it('splits an amount from its currency and keeps what was typed', () => {
    expect(splitMoney('39.80 USD')).toEqual({ amount: '39.80', currency: 'USD' });
    expect(splitMoney('abc EUR')).toEqual({ amount: 'abc', currency: 'EUR' });
  });
});
