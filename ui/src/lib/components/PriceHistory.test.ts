// An offer's price history as the Offers screen shows it: the step chart drawn from the
// observations with readable axis labels and a text alternative, and the observations as a
// table with what changed. The history is what `offers_history` answers for the feed
// plugin's first tier after a refresh that saw its price rise and its city change
// (fixtures/offer-history.json: `gpucase offers history feed/igpu-perf1 --json` after the two
// offline refreshes of crates/cli/tests/offers_history.rs); tests move the second
// observation to a later day where they need time between the two.
import { clearMocks, mockIPC, mockWindows } from '@tauri-apps/api/mocks';
import { flushSync, mount, tick, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OfferHistory, Outputs, Request } from '../bindings/ipc';
import recorded from '../fixtures/offer-history.json';
import { setLanguage } from '../i18n';
import { frame, stepChart } from '../price-history';
import PriceHistory from './PriceHistory.svelte';

let requests: Request[] = [];
let answer: () => Outputs['offers_history'];
let screen: ReturnType<typeof mount> | undefined;

const fixture = recorded as unknown as OfferHistory;

/** The recorded history with its second observation three days and nine hours later. */
function spread(): OfferHistory {
  const h = structuredClone(fixture);
  const second = h.observations[1];
  if (second) second.observed_at = '2026-11-23T09:00:00Z';
  return h;
}

async function show(history: OfferHistory | (() => never)): Promise<void> {
  answer = typeof history === 'function' ? history : () => history;
  screen = mount(PriceHistory, { target: document.body, props: { offer: 'feed/igpu-perf1' } });
  flushSync();
  // The answer arrives on a later turn of the event loop.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await tick();
}

const byTestId = (id: string): HTMLElement | null => document.querySelector(`[data-testid="${id}"]`);
const texts = (selector: string): string[] => [...document.querySelectorAll(selector)].map((e) => e.textContent?.trim() ?? '');

beforeEach(() => {
  requests = [];
  setLanguage('en');
  mockWindows('main');
  mockIPC((cmd, args) => {
    if (cmd !== 'ipc') throw new Error(`unexpected command ${cmd}`);
    requests.push((args as { request: Request }).request);
    return answer();
  });
});

afterEach(() => {
  if (screen) unmount(screen);
  screen = undefined;
  clearMocks();
  document.body.innerHTML = '';
  setLanguage('en');
});

describe('the price history of an offer', () => {
  it('asks for the offer and draws a step chart with dates and prices on its axes', async () => {
    await show(spread());
    expect(requests).toEqual([{ command: 'offers_history', offer: 'feed/igpu-perf1' }]);
    const chart = byTestId('offer-history-chart');
    expect(chart?.getAttribute('role')).toBe('img');
    expect(chart?.getAttribute('aria-label')).toBe(
      'Price of feed/igpu-perf1 over 2 observations: €9.90 on 20 Nov 2026, €10.90 on 23 Nov 2026',
    );
    expect(texts('[data-testid="offer-history-chart"] text')).toEqual(['€9.90', '€10.90', '20 Nov 2026', '23 Nov 2026']);
    // A step: along at the old price to the day of the change, up to the new one, and on.
    const d = chart?.querySelector('path.step')?.getAttribute('d') ?? '';
    expect(d).toMatch(/^M96\.0 \d+\.\d H\d+\.\d V\d+\.\d H624\.0$/);
    const [, y0, x1, y1] = /^M96\.0 (\S+) H(\S+) V(\S+)/.exec(d) ?? [];
    expect(Number(y1)).toBeLessThan(Number(y0));
    expect(Number(x1)).toBeGreaterThan(96);
    expect(chart?.querySelectorAll('circle title')[1]?.textContent).toBe('23 Nov 2026, 09:00: €10.90');
  });

  it('lists every observation in a table with its price, billing and what changed', async () => {
    await show(spread());
    const table = byTestId('offer-history-table');
    expect(table?.tagName).toBe('TABLE');
    expect(texts('[data-testid="offer-history-table"] th[scope="col"]')).toEqual(['Observed (UTC)', 'Price', 'Billing', 'What changed']);
    const rows = [...document.querySelectorAll('[data-testid="offer-history-row"]')].map((r) =>
      [...r.querySelectorAll('td')].slice(0, 3).map((c) => c.textContent?.replace(/\s+/g, ' ').trim()),
    );
    expect(rows).toEqual([
      ['20 Nov 2026, 00:00', '€9.90', 'per month · on-demand'],
      ['23 Nov 2026, 09:00', '€10.90', 'per month · on-demand'],
    ]);
    expect(texts('[data-testid="offer-history-row"] td:last-child')[0]).toBe('first observation');
    expect(texts('[data-testid="offer-history-row"] li')).toEqual(['price €9.90 → €10.90', 'location.city: Frankfurt am Main → Offenbach']);
  });

  it('writes its labels in the UI language', async () => {
    setLanguage('de');
    await show(spread());
    expect(byTestId('offer-history-chart')?.getAttribute('aria-label')).toBe(
      'Preis von feed/igpu-perf1 über 2 Beobachtungen: 9,90\u00a0€ am 20.11.2026, 10,90\u00a0€ am 23.11.2026',
    );
    expect(texts('[data-testid="offer-history-chart"] text')).toEqual(['9,90\u00a0€', '10,90\u00a0€', '20.11.2026', '23.11.2026']);
    expect(texts('[data-testid="offer-history-row"] td:last-child')[0]).toBe('erste Beobachtung');
    expect(texts('[data-testid="offer-history-row"] li')).toEqual(['Preis 9,90\u00a0€ → 10,90\u00a0€', 'location.city: Frankfurt am Main → Offenbach']);
  });

  it('keeps both steps apart when two refreshes saw the offer at one instant', async () => {
    await show(fixture);
    const x = [...document.querySelectorAll('circle.point')].map((c) => Number(c.getAttribute('cx')));
    expect(x).toHaveLength(2);
    expect(x[1]).toBeGreaterThan(x[0] ?? Infinity);
    // One day on the axis: labelled once.
    expect(texts('[data-testid="offer-history-chart"] text')).toEqual(['€9.90', '€10.90', '20 Nov 2026']);
  });

  it('says when the list is the latest part of a longer history and when the offer was withdrawn', async () => {
    const h = spread();
    h.total = 1500;
    h.withdrawn_at = '2026-12-01T09:30:00Z';
    await show(h);
    expect(byTestId('offer-history-latest')?.textContent).toBe('The latest 2 of 1,500 observations.');
    expect(texts('[data-testid="offer-history-row"] td:last-child')[0]).toBe('oldest observation shown');
    expect(byTestId('offer-history-withdrawn')?.textContent).toBe('Withdrawn from the catalog on 1 Dec 2026, 09:30 (UTC).');
  });

  it('shows the error that names an offer the catalog does not have', async () => {
    await show(() => {
      throw { code: 'not_found', message: 'no offer "feed/igpu-perf1" in the catalog', path: null };
    });
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('no offer "feed/igpu-perf1" in the catalog');
    expect(byTestId('offer-history-chart')).toBeNull();
  });
});

describe('the step chart geometry', () => {
  it('draws one unit, the latest observation’s, and counts the others', () => {
    const h = spread();
    const [first, second] = h.observations;
    if (!first || !second) throw new Error('the fixture has two observations');
    const hourly = structuredClone(first);
    hourly.price = { ...hourly.price, amount: '0.02 EUR', period: 'hour' };
    const chart = stepChart([hourly, first, second]);
    expect(chart?.leftOut).toBe(1);
    expect(chart?.points.map((p) => p.observation)).toEqual([first, second]);
    expect([chart?.currency, chart?.period]).toEqual(['EUR', 'month']);
  });

  it('puts a price that never changed in the middle, with one label, the line across', () => {
    const [first] = fixture.observations;
    if (!first) throw new Error('the fixture has an observation');
    const chart = stepChart([first]);
    expect(chart?.yTicks).toEqual([{ y: (frame.top + frame.height - frame.bottom) / 2, amount: '9.90' }]);
    expect(chart?.path).toBe(`M96.0 ${((frame.top + frame.height - frame.bottom) / 2).toFixed(1)} H624.0`);
    expect(stepChart([])).toBeNull();
  });
});
