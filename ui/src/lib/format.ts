// Display formatting of the exact decimal strings the engine returns, in the convention of
// the UI's current language (language.svelte.ts) as Rust writes it: "€789,287.60" in
// English, "789.287,60 €" in German. Rounding happens here and only here; the values themselves stay exact. Reading
// the current language makes a template that formats re-render when it changes.
import type { Currency } from './bindings/ipc';
import tags from './bindings/locales.json';
import { parseTimestamp } from './clock';
import { ui } from './language.svelte';

// The CLDR locale of the UI's language: the one the report, the workbook and the CLI are
// written in (English as British usage: "30 Nov 2026, 09:05"), generated from Rust's
// `gpucase_l10n::locale_tag` (crates/app/tests/bindings.rs).
const locale = (): string => tags[ui.language];

// The sign of a negative figure is the typographic minus (U+2212), as the report writes it
// (crates/l10n/src/numbers.rs), never Intl's hyphen-minus.
const minus = (text: string): string => text.replace(/-/g, '\u2212');

export function money(value: string | null | undefined, currency: Currency): string {
  if (value == null) return '–';
  return minus(
    new Intl.NumberFormat(locale(), {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(Number(value)),
  );
}

export function number(value: string | number | null | undefined, digits = 0): string {
  if (value == null) return '–';
  return minus(new Intl.NumberFormat(locale(), { maximumFractionDigits: digits }).format(Number(value)));
}

export function percent(share: string | number | null | undefined, digits = 1): string {
  if (share == null) return '–';
  return minus(
    new Intl.NumberFormat(locale(), {
      style: 'percent',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(Number(share)),
  );
}

// Timestamps are stored in UTC and the UI labels them as UTC, so they are shown in UTC
// whatever the machine's zone. A text that is not a date is shown as it came.
function formatUtc(value: string, options: Intl.DateTimeFormatOptions): string {
  const time = parseTimestamp(value);
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat(locale(), { ...options, timeZone: 'UTC' }).format(time);
}

/** A calendar day ("2026-11-30", or the day of a timestamp), in the UTC calendar. */
export function date(value: string | null | undefined): string {
  if (value == null) return '–';
  return formatUtc(value, { dateStyle: 'medium' });
}

/** A timestamp to the minute, in UTC. */
export function dateTime(value: string | null | undefined): string {
  if (value == null) return '–';
  return formatUtc(value, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Splits "1234.56 EUR" into its amount and currency; a malformed text keeps its amount part. */
export function splitMoney(text: string): { amount: string; currency: Currency } {
  const [amount = '', currency = 'EUR'] = text.split(' ');
  const known: Currency[] = ['EUR', 'USD', 'GBP', 'CHF'];
  return { amount, currency: (known as string[]).includes(currency) ? (currency as Currency) : 'EUR' };
}
