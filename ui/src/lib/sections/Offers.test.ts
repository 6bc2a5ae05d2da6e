// The Offers screen lists the catalog as the app groups it (crates/app catalog::group): a
// head row per product and place, "sold only under a commitment" where it has no on-demand
// or spot price, and what the provider reported free beside the price's age. The offer is
// the feed plugin's first tier as the catalog stores it (fixtures/offer-history.json);
// the rows are what `offers_list` answers, built from it.
import { clearMocks, mockIPC, mockWindows } from '@tauri-apps/api/mocks';
import { flushSync, mount, tick, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Case, CaseView, Offer, OfferHistory, OfferRow, Outputs, Request } from '../bindings/ipc';
import example from '../fixtures/example-view.json';
import recorded from '../fixtures/offer-history.json';
import { setLanguage } from '../i18n';
import Offers from './Offers.svelte';

let requests: Request[] = [];
let screen: ReturnType<typeof mount> | undefined;
const offer = (recorded as unknown as OfferHistory).observations[0]?.offer as unknown as Offer;

function row(o: Offer, group: OfferRow['group']): OfferRow {
  return {
    offer: o,
    hourly: '0.0136 EUR',
    hourly_derived: true,
    hourly_upfront_spread: false,
    effective_monthly: null,
    eu_eea: true,
    first_seen: o.fetched_at,
    observations: 1,
    group,
    second_sources: [],
  };
}

const rows: OfferRow[] = [
  row(
    { ...offer, offer_id: 'p5e-reserved-12m', product: 'p5e.48xlarge', price: { ...offer.price, model: 'reserved', term_months: 12 } },
    { provider: 'feed', product: 'p5e.48xlarge', place: 'Frankfurt', commitment_only: true, offers: 1 },
  ),
  row(
    { ...offer, availability: { available: true, level: 'High', as_of: '2026-11-20T00:00:00Z' } },
    { provider: 'feed', product: 'igpu-perf1', place: 'Frankfurt', commitment_only: false, offers: 2 },
  ),
  {
    ...row({ ...offer, offer_id: 'igpu-perf1-spot', availability: { available: false, as_of: '2026-11-20T00:00:00Z' } }, null),
    second_sources: [
      { plugin: 'skypilot', offer_id: 'feed/igpu-perf1-spot', price: '0.0150 EUR', fetched_at: '2026-11-21T00:00:00Z', agrees: false },
    ],
  },
];

beforeEach(() => {
  requests = [];
  setLanguage('en');
  mockWindows('main');
  mockIPC((cmd, args) => {
    if (cmd !== 'ipc') throw new Error(`unexpected command ${cmd}`);
    const request = (args as { request: Request }).request;
    requests.push(request);
    return rows satisfies Outputs['offers_list'];
  });
});

afterEach(() => {
  if (screen) unmount(screen);
  clearMocks();
  document.body.innerHTML = '';
});

async function show(): Promise<void> {
  const draft = structuredClone((example as unknown as CaseView).case) as Case;
  screen = mount(Offers, { target: document.body, props: { draft } });
  flushSync();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await tick();
}

const byTestId = (id: string): HTMLElement | null => document.querySelector(`[data-testid="${id}"]`);

describe('the Offers screen', () => {
  it('asks for the offers and heads each product and place once, its prices beneath', async () => {
    await show();
    expect(requests.some((r) => r.command === 'offers_list')).toBe(true);
    const heads = document.querySelectorAll('tr.group-head');
    expect(heads).toHaveLength(2);
    expect(heads[0]?.textContent).toContain('p5e.48xlarge');
    expect(heads[0]?.textContent).toContain('sold only under a commitment');
    expect(heads[1]?.textContent).not.toContain('commitment');
    // The head is a row-group header a screen reader announces for the rows beneath.
    expect(heads[1]?.querySelector('th')?.getAttribute('scope')).toBe('rowgroup');
  });

  it('says what the provider reported free, with its date, and marks none free', async () => {
    await show();
    expect(byTestId('availability-feed/igpu-perf1')?.textContent).toBe('stock “High” on 20 Nov 2026');
    const none = byTestId('availability-feed/igpu-perf1-spot');
    expect(none?.textContent).toBe('none free on 20 Nov 2026');
    expect(none?.classList.contains('unavailable')).toBe(true);
  });

  it('shows where a second source gives another price, with its date', async () => {
    await show();
    const note = byTestId('second-source-feed/igpu-perf1-spot');
    expect(note?.textContent).toContain('≠ skypilot:');
    expect(note?.textContent).toContain('21 Nov 2026');
    expect(byTestId('second-source-feed/igpu-perf1')).toBeNull();
  });
});
