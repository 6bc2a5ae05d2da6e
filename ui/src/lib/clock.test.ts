// The UI's one reader of the wall clock, on clocks these tests set: "now", today's date in
// the UTC calendar whatever the machine's zone, and whole days between two instants across
// the ends of months and years, a leap day and daylight-saving changes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { daysSince, now, parseTimestamp, today } from './clock';

const zone = process.env.TZ;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('now and today', () => {
  it('read the clock they are given', () => {
    vi.setSystemTime('2027-01-12T10:00:00Z');
    expect(now()).toBe(Date.UTC(2027, 0, 12, 10));
    expect(today()).toBe('2027-01-12');
    vi.setSystemTime('2028-02-29T10:00:00Z');
    expect(today()).toBe('2028-02-29');
  });

  it('give the UTC day, not the machine zone’s', () => {
    // Kiribati's Line Islands are 14 hours ahead, Pago Pago 11 behind: their local days
    // are 2027-01-01 and 2026-12-31 at the two instants, UTC's is one day for both.
    process.env.TZ = 'Pacific/Kiritimati';
    vi.setSystemTime('2026-12-31T23:30:00Z');
    expect(today()).toBe('2026-12-31');
    process.env.TZ = 'Pacific/Pago_Pago';
    vi.setSystemTime('2027-01-01T00:30:00Z');
    expect(today()).toBe('2027-01-01');
  });
});

describe('daysSince', () => {
  it.each([
    ['2026-11-21T00:00:00Z', '2026-12-01T00:00:00Z', 10],
    ['2026-11-21T00:00:00Z', '2026-11-21T23:59:59Z', 0],
    ['2026-11-21T12:00:00Z', '2026-11-22T11:59:59Z', 0],
    ['2026-11-21T12:00:00Z', '2026-11-22T12:00:00Z', 1],
    // The end of a month and of a year.
    ['2026-11-30T08:00:00Z', '2026-12-01T08:00:00Z', 1],
    ['2026-12-25T12:00:00Z', '2027-01-04T11:59:59Z', 9],
    ['2026-12-25T12:00:00Z', '2027-01-04T12:00:00Z', 10],
    // A leap February has 29 days, the next one 28.
    ['2028-02-28T00:00:00Z', '2028-03-01T00:00:00Z', 2],
    ['2029-02-28T00:00:00Z', '2029-03-01T00:00:00Z', 1],
    // The nights Europe's clocks go forward (2027-03-28) and back (2026-10-25): days are
    // 24-hour spans of absolute time, so neither night makes a day shorter or longer.
    ['2027-03-27T11:00:00Z', '2027-03-28T11:00:00Z', 1],
    ['2026-10-24T10:00:00Z', '2026-10-25T10:00:00Z', 1],
    // The store's nanoseconds.
    ['2026-11-30T07:00:00.123456789Z', '2026-12-01T07:00:00.123Z', 1],
    // A timestamp after "now" (another machine's clock ahead): less than nothing.
    ['2026-12-02T00:00:00Z', '2026-12-01T00:00:00Z', -1],
  ])('from %s to %s is %i', (from, to, days) => {
    expect(daysSince(from, Date.parse(to))).toBe(days);
  });

  it('counts to now by default', () => {
    vi.setSystemTime('2026-12-01T10:00:00Z');
    expect(daysSince('2026-11-21T00:00:00Z')).toBe(10);
    vi.setSystemTime('2027-01-13T10:00:00Z');
    expect(daysSince('2026-11-21T00:00:00Z')).toBe(53);
  });
});

describe('parseTimestamp', () => {
  it('reads the store’s timestamps to the millisecond, and nothing else', () => {
    expect(parseTimestamp('2026-11-30T07:00:00.123456789Z')).toBe(Date.UTC(2026, 10, 30, 7, 0, 0, 123));
    expect(parseTimestamp('2026-11-30')).toBe(Date.UTC(2026, 10, 30));
    expect(parseTimestamp('not a date')).toBeNaN();
  });
});
