// The own quote's and the comparison's new fields as the case editor mounts them: GPU
// memory, interconnect, free slots, later purchases and the discount rate, each turned into
// the case file's shape (case.rs: OwnQuote.cards, OwnQuote.stages, Finance) from what the
// analyst types, in English and in German. The case is the example's view as the Rust
// handler returns it (fixtures/example-view.json).
import { clearMocks, mockIPC, mockWindows } from '@tauri-apps/api/mocks';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Case, CaseView, OwnQuote } from '../bindings/ipc';
import example from '../fixtures/example-view.json';
import { setLanguage } from '../i18n';
import { session } from '../session.svelte';
import CaseSettings from './CaseSettings.svelte';
import OwnQuoteCard from './OwnQuoteCard.svelte';

const view = example as unknown as CaseView;
let screen: ReturnType<typeof mount> | undefined;

function draft(): Case {
  if (!session.draft) throw new Error('no draft');
  return session.draft;
}

function quote(): OwnQuote {
  const q = draft().own[0];
  if (!q) throw new Error('the example has an own quote');
  return q;
}

function el<T extends HTMLElement>(testid: string): T {
  const found = document.querySelector<T>(`[data-testid="${testid}"]`);
  if (!found) throw new Error(`no ${testid}`);
  return found;
}

function change(testid: string, value: string): void {
  const input = el<HTMLInputElement | HTMLSelectElement>(testid);
  input.value = value;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  input.dispatchEvent(new Event('input', { bubbles: true }));
  flushSync();
}

function showQuote(): string {
  const id = quote().id;
  screen = mount(OwnQuoteCard, {
    target: document.body,
    props: {
      get quote() {
        return quote();
      },
      set quote(q) {
        draft().own[0] = q;
      },
      index: 0,
      onremove: () => {},
    },
  });
  flushSync();
  return id;
}

beforeEach(() => {
  setLanguage('en');
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
});

describe('an own quote', () => {
  it('keeps an empty GPU memory unknown and a typed one as the engine reads it', () => {
    const id = showQuote();
    delete quote().gpu_memory_gb;
    flushSync();
    change(`own-${id}-memory`, '141');
    expect(quote().gpu_memory_gb).toBe('141');
    change(`own-${id}-memory`, '');
    expect('gpu_memory_gb' in quote()).toBe(false);
  });

  it('keeps the transit per month in the purchase currency, and none when emptied', () => {
    const id = showQuote();
    const currency = quote().purchase.split(' ')[1];
    change(`own-${id}-bandwidth`, '400');
    expect(quote().bandwidth_per_month).toBe(`400 ${currency}`);
    change(`own-${id}-bandwidth`, '');
    expect('bandwidth_per_month' in quote()).toBe(false);
  });

  it('states the value at the horizon as a depreciation period or a resale share, and none for the book value', () => {
    const id = showQuote();
    const life = quote().service_life_years;
    change(`own-${id}-value-basis`, 'depreciation');
    expect(quote().value_at_horizon).toEqual({ basis: 'book_value', depreciation_years: life });
    change(`own-${id}-value-basis`, 'resale');
    // The share starts empty: the analyst's estimate, never guessed.
    expect(quote().value_at_horizon).toEqual({ basis: 'resale', share_of_purchase: '' });
    change(`own-${id}-value-basis`, 'book');
    expect('value_at_horizon' in quote()).toBe(false);
  });

  it('states NVL bridges with a domain of four, and PCIe as a domain of one', () => {
    const id = showQuote();
    change(`own-${id}-interconnect`, 'nvl');
    expect(quote().interconnect).toEqual({ kind: 'nvl', domain_gpus: 8 });
    change(`own-${id}-domain`, '4');
    expect(quote().interconnect).toEqual({ kind: 'nvl', domain_gpus: 4 });
    change(`own-${id}-interconnect`, 'pcie');
    expect(quote().interconnect).toEqual({ kind: 'pcie', domain_gpus: 1 });
    change(`own-${id}-interconnect`, '');
    expect(quote().interconnect).toBeUndefined();
  });

  it('opens free slots with nothing guessed and adds a later purchase a year on', () => {
    const id = showQuote();
    const gpus = quote().gpus;
    el<HTMLInputElement>(`own-${id}-slots-toggle`).click();
    flushSync();
    expect(quote().cards).toEqual({
      slots: gpus,
      card_price: ' EUR',
      power_kw_per_card: '',
      residual_value_per_card: ' EUR',
    });
    el<HTMLButtonElement>(`own-${id}-add-stage`).click();
    flushSync();
    expect(quote().stages).toEqual([{ month: 13, cards: 0, servers: 0, purchase: ' EUR' }]);
    el<HTMLButtonElement>(`own-${id}-add-stage`).click();
    flushSync();
    expect(quote().stages?.map((s) => s.month)).toEqual([13, 25]);
    expect(document.querySelector(`[data-testid="own-${id}-stage-1"]`)?.textContent).toContain('Stage 2');
    el<HTMLInputElement>(`own-${id}-slots-toggle`).click();
    flushSync();
    expect('cards' in quote()).toBe(false);
  });
});

describe('the discount rate', () => {
  function showSettings(): void {
    screen = mount(CaseSettings, { target: document.body, props: { draft: draft() } });
    flushSync();
  }

  it('adds a rate for a later year after the last one of its pair, and removes it', () => {
    showSettings();
    const today = draft().exchange_rates[0];
    expect(today?.year ?? null).toBeNull();
    el<HTMLButtonElement>('add-year-rate-0').click();
    flushSync();
    el<HTMLButtonElement>('add-year-rate-0').click();
    flushSync();
    expect(draft().exchange_rates.map((r) => r.year ?? null)).toEqual([null, 2, 3]);
    expect(draft().exchange_rates[2]?.rate).toBe(today?.rate);
    expect(document.body.textContent).toContain('Rate USD → EUR, year 3');
    el<HTMLButtonElement>('remove-rate-1').click();
    flushSync();
    expect(draft().exchange_rates.map((r) => r.year ?? null)).toEqual([null, 3]);
  });

  it('is typed in percent and kept as a share; empty is no discounting', () => {
    showSettings();
    change('discount-rate', '8');
    expect(draft().finance).toEqual({ discount_rate_per_year: '0.08' });
    expect(el<HTMLInputElement>('discount-rate').value).toBe('8');
    change('discount-rate', '');
    expect(draft().finance).toBeNull();
  });

  it('takes yearly price changes beside it, and drops the section when nothing is left', () => {
    showSettings();
    change('rent_change_per_year', '-10');
    expect(draft().finance).toEqual({ discount_rate_per_year: '0', rent_change_per_year: '-0.1' });
    change('electricity_change_per_year', '5');
    change('discount-rate', '8');
    expect(draft().finance).toEqual({
      discount_rate_per_year: '0.08',
      rent_change_per_year: '-0.1',
      electricity_change_per_year: '0.05',
    });
    change('discount-rate', '');
    change('rent_change_per_year', '');
    change('electricity_change_per_year', '');
    expect(draft().finance).toBeNull();
  });

  it('takes a tax in percent with its depreciation years, and drops it when the rate is emptied', () => {
    showSettings();
    expect(document.querySelector('[data-testid="tax-depreciation-years"]')).toBeNull();
    change('tax-rate', '30');
    // No years given: sent as 0, for the engine to name the field, not guessed.
    expect(draft().finance).toEqual({ discount_rate_per_year: '0', tax: { rate: '0.3', depreciation_years: 0 } });
    change('tax-depreciation-years', '3');
    expect(draft().finance?.tax).toEqual({ rate: '0.3', depreciation_years: 3 });
    expect(el<HTMLInputElement>('tax-rate').value).toBe('30');
    change('tax-rate', '');
    expect(draft().finance).toBeNull();
  });

  it('takes the demand\'s yearly growth in percent, and drops it when emptied', () => {
    showSettings();
    change('growth_per_year', '60');
    expect(draft().workload.growth_per_year).toBe('0.6');
    expect(el<HTMLInputElement>('growth_per_year').value).toBe('60');
    change('growth_per_year', '');
    expect(draft().workload.growth_per_year).toBeUndefined();
  });

  it('takes staff time outside the own quotes, the rate in the case currency, and drops it when emptied', () => {
    showSettings();
    change('rent-staff-hours', '4');
    change('second-stack-hours', '10');
    change('staff-hour-rate', '85');
    expect(draft().operations).toEqual({
      rent_hours_per_instance_month: '4',
      second_stack_hours_per_month: '10',
      hour_rate: `85 ${draft().currency}`,
    });
    change('rent-staff-hours', '');
    change('second-stack-hours', '');
    change('staff-hour-rate', '');
    expect(draft().operations).toBeNull();
  });

  it('reads a German decimal comma', () => {
    setLanguage('de');
    showSettings();
    change('discount-rate', '7,5');
    expect(draft().finance).toEqual({ discount_rate_per_year: '0.075' });
    expect(el<HTMLInputElement>('discount-rate').value).toBe('7,5');
  });
});
