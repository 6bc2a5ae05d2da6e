// The one place the UI reads the wall clock (issue 14). Whatever needs "now" or "today"
// asks here, so that a test sets the day (vi.setSystemTime, or a mock of this module) and
// asserts literal dates: no test then depends on the day it runs. ESLint refuses
// `new Date()`, `Date()` and `Date.now()` everywhere else (eslint.config.js).

/** The current time, in milliseconds since the epoch. */
export function now(): number {
  return Date.now();
}

/** Today's calendar day in the UTC calendar, "2026-12-01": the calendar of the engine's dates. */
export function today(): string {
  return new Date(now()).toISOString().slice(0, 10);
}

/**
 * A timestamp of the store or the engine ("2026-11-30T07:00:00.123456789Z") as milliseconds
 * since the epoch; NaN for a text that is not one. The store writes nanoseconds (jiff), and
 * Date.parse is only specified for milliseconds.
 */
export function parseTimestamp(value: string): number {
  return Date.parse(value.replace(/(\.\d{3})\d+/, '$1'));
}

/**
 * Whole days from a timestamp to `at` (now by default), rounded down: 24-hour spans of
 * absolute time, so a daylight-saving change or a month's length does not shift them.
 */
export function daysSince(timestamp: string, at: number = now()): number {
  return Math.floor((at - parseTimestamp(timestamp)) / 86_400_000);
}
