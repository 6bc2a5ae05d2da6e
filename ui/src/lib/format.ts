// Display formatting of the exact decimal strings the engine returns. Rounding happens here
// and only here; the values themselves stay exact.
import type { Currency } from './bindings/ipc';

const locale = 'en';

export function money(value: string | null | undefined, currency: Currency): string {
  if (value == null) return '–';
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(value));
}

export function number(value: string | number | null | undefined, digits = 0): string {
  if (value == null) return '–';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(Number(value));
}

export function percent(share: string | number | null | undefined, digits = 1): string {
  if (share == null) return '–';
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Number(share));
}

/** Splits "1234.56 EUR" into its amount and currency; a malformed text keeps its amount part. */
export function splitMoney(text: string): { amount: string; currency: Currency } {
  const [amount = '', currency = 'EUR'] = text.split(' ');
  const known: Currency[] = ['EUR', 'USD', 'GBP', 'CHF'];
  return { amount, currency: (known as string[]).includes(currency) ? (currency as Currency) : 'EUR' };
}
