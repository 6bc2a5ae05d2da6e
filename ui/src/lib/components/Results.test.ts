// The comparison table with a discount rate: each option's present value beside its total.
// The view is the example's as the Rust handler returns it (fixtures/example-view.json),
// with the rate and the present values the engine gives at 8 % (crates/core/tests/
// present_value.rs: 708,514.72 EUR for the own server).
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { CaseView } from '../bindings/ipc';
import example from '../fixtures/example-view.json';
import { setLanguage } from '../i18n';
import Results from './Results.svelte';

let screen: ReturnType<typeof mount> | undefined;

afterEach(() => {
  if (screen) unmount(screen);
  screen = undefined;
  document.body.innerHTML = '';
  setLanguage('en');
});

function show(view: CaseView): void {
  screen = mount(Results, { target: document.body, props: { view } });
  flushSync();
}

const text = (id: string): string | undefined => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim();

describe('the comparison table', () => {
  it('shows what the bills say is paid today, as the host words it, and nothing without bills', () => {
    setLanguage('en');
    show(structuredClone(example) as unknown as CaseView);
    expect(text('results-paid-today')).toBeUndefined();
    if (screen) unmount(screen);
    const view = structuredClone(example) as unknown as CaseView;
    // As crates/l10n writes it for the example with a September bill (crates/cli/tests/bills.rs).
    const line =
      'What you pay today, from your bills (1 September 2026 to 30 September 2026): €15,480.00 as paid for 5,760 billed GPU-hours, €2.6875 per billed and €5.8389 per productive GPU-hour (46.0% of the billed GPU-hours were productive, at the workload’s productive share); at list prices €3.5833 per billed GPU-hour.';
    view.text.paid_today = line;
    show(view);
    expect(text('results-paid-today')).toBe(line);
  });

  it('shows no present value when the case discounts nothing', () => {
    setLanguage('en');
    show(structuredClone(example) as unknown as CaseView);
    expect(text('column-present-value')).toBeUndefined();
    expect(text('pv-own-hgx-h200')).toBeUndefined();
  });

  it('shows each option’s present value beside its total at the case’s rate', () => {
    setLanguage('en');
    const view = structuredClone(example) as unknown as CaseView;
    view.comparison.discount_rate = '0.08';
    view.comparison.ranked_by = 'present_value';
    const own = view.comparison.options.find((o) => o.id === 'own-hgx-h200');
    if (!own) throw new Error('no own option in the fixture');
    own.present_value = '708514.72';
    show(view);
    expect(text('column-present-value')).toBe('Present value at 8.0% a year');
    expect(text('pv-own-hgx-h200')).toBe('€708,514.72');
    expect(text('total-own-hgx-h200')).toBe('€789,287.60');
  });

  it('says the present values are after the case’s tax, and the rule the view’s text gives', () => {
    setLanguage('en');
    const view = structuredClone(example) as unknown as CaseView;
    expect(text('results-tax')).toBeUndefined();
    // 30 % over 3 years at no discount rate: 552,501.32 EUR, 70 % of the own server's
    // 789,287.60 (crates/cli/tests/decision.rs), ranked by present value.
    view.comparison.tax = { rate: '0.30', depreciation_years: 3 };
    view.comparison.ranked_by = 'present_value';
    const own = view.comparison.options.find((o) => o.id === 'own-hgx-h200');
    if (!own) throw new Error('no own option in the fixture');
    own.present_value = '552501.32';
    // The sentence `gpucase tco` prints under the present values for that case.
    view.text.tax =
      'Present values are after a tax on profits of 30.00%: every payment is deducted in the month it is paid, and own servers are depreciated straight-line over 3 years, what is not yet written off at the horizon’s end deducted there.';
    show(view);
    expect(text('column-present-value')).toBe('Present value at 0.0% a year after tax');
    expect(text('pv-own-hgx-h200')).toBe('€552,501.32');
    expect(text('results-tax')).toBe(view.text.tax);
  });
});

describe('a demand that grows', () => {
  it('lists each year’s peak and the stages gpucase chose, as the view’s text writes them', () => {
    setLanguage('en');
    const view = structuredClone(example) as unknown as CaseView;
    // The example's demand does not grow: nothing is listed.
    expect(view.text.demand).toEqual([]);
    show(view);
    expect(text('results-demand')).toBeUndefined();
    if (screen) unmount(screen);
    // The sentences `gpucase tco examples/h200-nvl-demand-grows.gpucase` prints.
    view.text.demand = [
      'Demand grows 60% a year from year 2: the work exactly, the capacity each hour needs rounded up to whole GPUs: a peak of 4, 7, 11 GPUs in years 1 to 3. Every option is costed at each year’s demand.',
      'gpucase buys 3 more cards for H200 NVL server in month 13 (€96,000.00), because that year’s peak exceeds what is installed.',
    ];
    show(view);
    const items = [...document.querySelectorAll('[data-testid="results-demand"] li')].map((li) => li.textContent);
    expect(items).toEqual(view.text.demand);
  });
});
