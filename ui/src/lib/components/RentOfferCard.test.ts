// A savings plan's payment option as the offer editor shows it (issue 18): a labelled select
// of the three options in the case file's words (case.rs: SavingsPlanPayment), absent in the
// file meaning no upfront, in English and in German. The case is the example's view as the
// Rust handler returns it (fixtures/example-view.json); its offer's third pricing model is a
// 3-year savings plan without a payment field.
import { clearMocks, mockIPC, mockWindows } from '@tauri-apps/api/mocks';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import awsOffers from '../../../../plugins/aws/expected/offers.json';
import type { Case, CaseView, Offer, RentOffer } from '../bindings/ipc';
import example from '../fixtures/example-view.json';
import { setLanguage } from '../i18n';
import { session } from '../session.svelte';
import RentOfferCard from './RentOfferCard.svelte';

const view = example as unknown as CaseView;
const testid = 'rent[0].pricing[2].savings_plan.payment';
let screen: ReturnType<typeof mount> | undefined;

function draft(): Case {
  if (!session.draft) throw new Error('no draft');
  return session.draft;
}

function offer(): RentOffer {
  const o = draft().rent[0];
  if (!o) throw new Error('the example has a rent offer');
  return o;
}

function select(): HTMLSelectElement {
  const found = document.querySelector<HTMLSelectElement>(`[data-testid="${testid}"]`);
  if (!found) throw new Error(`no ${testid}`);
  return found;
}

function show(): void {
  screen = mount(RentOfferCard, {
    target: document.body,
    props: {
      get offer() {
        return offer();
      },
      set offer(o) {
        draft().rent[0] = o;
      },
      index: 0,
      onremove: () => {},
    },
  });
  flushSync();
}

beforeEach(() => {
  mockWindows('main');
  mockIPC(() => view);
  session.view = view;
  session.draft = structuredClone(view.case);
});

afterEach(() => {
  if (screen) unmount(screen);
  screen = undefined;
  clearMocks();
  document.body.innerHTML = '';
  session.draft = null;
  session.view = null;
  setLanguage('en');
});

describe("a savings plan's payment", () => {
  it('is a labelled select that reads an absent field as no upfront and writes the choice', () => {
    setLanguage('en');
    show();
    const plan = offer().pricing[2];
    if (!plan || !('savings_plan' in plan)) throw new Error('the example has a savings plan third');
    expect(plan.savings_plan.payment).toBeUndefined();
    const s = select();
    expect(s.closest('label')?.querySelector('.label')?.textContent).toBe('Payment');
    expect(s.value).toBe('no_upfront');
    expect([...s.options].map((o) => o.value)).toEqual(['no_upfront', 'partial_upfront', 'all_upfront']);
    s.value = 'partial_upfront';
    s.dispatchEvent(new Event('change', { bubbles: true }));
    flushSync();
    expect(plan.savings_plan.payment).toBe('partial_upfront');
  });

  it('names each option in German', () => {
    setLanguage('de');
    show();
    expect(select().closest('label')?.querySelector('.label')?.textContent).toBe('Zahlung');
    expect([...select().options].map((o) => o.textContent)).toEqual([
      'Ohne Vorauszahlung: die Verpflichtung monatlich',
      'Teilweise Vorauszahlung: die Hälfte der Verpflichtung jeder Laufzeit zu deren Beginn',
      'Vollständige Vorauszahlung: die Verpflichtung jeder Laufzeit zu deren Beginn',
    ]);
  });
});

describe('billing in advance', () => {
  it('is a box, absent from the case until ticked, removed again when cleared', () => {
    show();
    const id = offer().id;
    const box = document.querySelector<HTMLInputElement>(`[data-testid="rent-${id}-in-advance"]`);
    if (!box) throw new Error('no in-advance box');
    expect(box.checked).toBe(false);
    expect('billed_in_advance' in offer()).toBe(false);
    box.click();
    flushSync();
    expect(offer().billed_in_advance).toBe(true);
    box.click();
    flushSync();
    expect('billed_in_advance' in offer()).toBe(false);
  });
});

// Issue 36: a rent option names the offers it was read from by key; the card shows each
// with its price as the case's shortlist holds it (the price is held once), whether a
// refresh found it withdrawn, and a figure the analyst changed from it. The offer is the AWS
// plugin's first expected offer (plugins/aws/expected/offers.json, a normalised offer as
// the plugin writes it from the recorded price list).
describe('the offers an option was read from', () => {
  it('are listed by key with the shortlist’s price, a withdrawal and a changed figure', () => {
    setLanguage('en');
    const listed = structuredClone((awsOffers as unknown as Offer[])[0]);
    if (!listed) throw new Error('the AWS plugin has an expected offer');
    const key = `${listed.provider}/${listed.offer_id}`;
    listed.withdrawn = true;
    draft().shortlist = [listed];
    offer().offers = [key, 'aws/not-shortlisted'];
    session.view = {
      ...view,
      departures: {
        [offer().id]: [{ offer: key, field: 'on_demand_per_instance_hour', offered: '6.88 USD', in_case: '6.50 USD' }],
      },
    };
    show();
    const list = document.querySelector(`[data-testid="rent-sources-${offer().id}"]`);
    const items = [...(list?.querySelectorAll('li') ?? [])].map((li) => li.textContent ?? '');
    // One line: the key without a shortlisted offer has no price to show.
    expect(items).toHaveLength(1);
    expect(items[0]).toContain(`${key}: on-demand, 6.88 USD`);
    expect(items[0]).toContain('withdrawn from the catalog');
    expect(document.querySelector(`[data-testid="departed-${offer().id}-on_demand_per_instance_hour"]`)?.textContent).toContain(
      'The case uses US$6.50 instead: changed by you',
    );
  });
});
