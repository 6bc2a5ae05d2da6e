// The UI against mocked IPC: the requests it sends and what it shows of the answers. The
// answers are the example's view as the Rust handler returns it (fixtures/example-view.json,
// written and drift-checked by crates/app/tests/bindings.rs).
import { clearMocks, mockIPC, mockWindows } from '@tauri-apps/api/mocks';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import App from './App.svelte';
import { emit } from '@tauri-apps/api/event';
import type { CaseView, ErrorPayload, Offer, Progress, RefreshSummary, Request } from './lib/bindings/ipc';
import example from './lib/fixtures/example-view.json';
import { offerKey } from './lib/offerKey';
import measuredExample from './lib/fixtures/measured-view.json';
// Real plugin output: the feed plugin's offers on its recorded fixtures.
import feed from '../../plugins/feed/expected/offers.json';
import { session } from './lib/session.svelte';

const view = example as unknown as CaseView;
// The example with metrics imported from a real Prometheus response (crates/app/tests/bindings.rs).
const measured = measuredExample as unknown as CaseView;
let dialogAnswer: string[] | string | null = null;
const feedOffers = feed as unknown as Offer[];
let requests: Request[] = [];
let app: ReturnType<typeof mount> | undefined;

function serve(request: Request): unknown {
  requests.push(request);
  switch (request.command) {
    case 'library_list':
    case 'library_search':
      return [];
    case 'case_startup':
      return null;
    case 'library_where':
      return { kind: 'local', path: '/home/ana/.local/share/gpucase/cases.sqlite' };
    case 'offers_list': {
      const gpu = (request.filter.gpu ?? '').toLowerCase();
      const rows = feedOffers
        .filter((o) => o.gpu.model.toLowerCase().includes(gpu))
        .map((o) => ({
          offer: o,
          hourly: o.price.amount,
          hourly_derived: o.price.period === 'month',
          hourly_upfront_spread: false,
          effective_monthly: o.price.amount,
          eu_eea: true,
          first_seen: '2026-11-20T00:00:00Z',
          observations: 1,
        }));
      return rows;
    }
    case 'case_example':
      return view;
    case 'case_add_offers': {
      // The core makes the rent option (crates/app/src/case_offers.rs, tested there); this
      // stand-in answers with the case as sent plus the offer in its shortlist.
      const sent = structuredClone(request.case) as typeof view.case;
      const offer = feedOffers.find((o) => request.offers.includes(offerKey(o)));
      if (offer) sent.shortlist.push(offer);
      return { ...view, case: sent };
    }
    case 'metrics_import':
      emit('progress', { task: 'metrics_import', done: 512, total: 1024, message: '' } satisfies Progress).catch(() => undefined);
      if (request.paths.some((p) => p.endsWith('.xlsx'))) {
        const error: ErrorPayload = { code: 'invalid_case', message: `${request.paths[0]}: unknown format (starts with "PK")`, path: null };
        throw error;
      }
      return measured;
    case 'metrics_fetch':
      return new Promise((resolve) => {
        emit('progress', { task: 'metrics_import', done: 3, total: 8, message: '' } satisfies Progress).catch(() => undefined);
        setTimeout(() => resolve(measured), 20);
      });
    case 'probe_read_file':
      return `@@gpucase-probe 1 probe version=1 date=2026-11-30T10:00:00Z uid=1000\n(read from ${request.path})`;
    case 'credentials_list':
    case 'credential_set':
    case 'credential_delete': {
      const stored = request.command === 'credential_set';
      return [
        { name: 'GPUCASE_PROMETHEUS_TOKEN', used_by: ['metrics server'], source: stored ? 'keyring' : null, problem: null },
        { name: 'VAST_API_KEY', used_by: ['vast'], source: 'environment', problem: null },
      ];
    }
    case 'bills_import': {
      // As the host answers it (crates/app/src/bills.rs): the view with what is paid today,
      // and what was not taken.
      const taken = structuredClone(view);
      taken.text.paid_today = 'What you pay today, from your bills (1 September 2026 to 30 September 2026): €15,480.00 as paid for 5,760 billed GPU-hours.';
      return { view: taken, notes: ['not taken: QW4FHUGEZYB74TW8: its GPUs per billed hour are not known'] };
    }
    case 'offers_refresh':
      return refreshing(request.offline);
    case 'cancel':
      cancelRefresh?.();
      return cancelRefresh !== null;
    case 'case_compute': {
      const purchase = (request.case as { own: { purchase: string }[] }).own[0]?.purchase ?? '';
      if (purchase.startsWith('-')) {
        const error: ErrorPayload = {
          code: 'invalid_case',
          message: `own[0].purchase: amount ${purchase.split(' ')[0]} must not be negative`,
          path: 'own[0].purchase',
        };
        throw error;
      }
      return view;
    }
    case 'case_read_file': {
      const error: ErrorPayload = {
        code: 'invalid_case',
        message: `${request.path}: line 1, column 26: EOF while parsing an object`,
        path: null,
      };
      throw error;
    }
    default:
      throw new Error(`unexpected request ${request.command}`);
  }
}

let cancelRefresh: (() => void) | null = null;

/** A refresh as the host runs it: a progress event per step, until cancelled. */
async function refreshing(offline: boolean): Promise<unknown> {
  expect(offline).toBe(true);
  const step = (done: number, message: string) =>
    emit('progress', { task: 'offers_refresh', done, total: 3, message } satisfies Progress);
  await step(0, '');
  await step(0, 'aws…');
  await step(1, 'aws: 15 new, 0 changed, 0 unchanged, 0 withdrawn');
  await step(1, 'feed…');
  await new Promise<void>((resolve) => {
    cancelRefresh = resolve;
  });
  cancelRefresh = null;
  const summary = (plugin: string, added: number, error: string | null) =>
    ({ plugin, added, changed: 0, unchanged: 0, withdrawn: 0, refused: [], error, skipped: [], skipped_items: [] }) satisfies RefreshSummary;
  return [
    {
      ...summary('aws', 15, null),
      // As the host words it (crates/app/src/plugins.rs skipped_lines).
      skipped: ['1 item skipped: 1 × Capacity Block product'],
      skipped_items: ['skipped (Capacity Block product): p5e.48xlarge in us-east-1'],
    },
    summary('feed', 0, 'cancelled: the last snapshot was kept'),
    summary('vast', 0, 'not run: the refresh was cancelled'),
  ];
}

async function settle(ms = 0): Promise<void> {
  await new Promise((r) => setTimeout(r, ms));
  flushSync();
}

function byTestId(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  if (!el) throw new Error(`no element with data-testid ${id}`);
  return el;
}

beforeEach(() => {
  requests = [];
  mockWindows('main');
  mockIPC(
    (cmd, args) => {
        if (cmd === 'plugin:dialog|open') return dialogAnswer;
      if (cmd !== 'ipc') throw new Error(`unexpected command ${cmd}`);
      return serve((args as { request: Request }).request);
    },
    { shouldMockEvents: true },
  );
  session.screen = 'library';
  session.draft = null;
  session.view = null;
  session.notice = null;
  session.fieldError = null;
  app = mount(App, { target: document.body });
});

afterEach(() => {
  if (app) unmount(app);
  clearMocks();
  document.body.innerHTML = '';
});

describe('the case library', () => {
  it('lists the store and opens the example', async () => {
    await settle();
    // The library screen asks which library is open as it mounts, before the app lists it.
    expect(requests.slice(0, 3)).toEqual([{ command: 'library_where' }, { command: 'library_list' }, { command: 'case_startup' }]);
    expect(byTestId('library-location').textContent?.trim()).toBe('Local library: /home/ana/.local/share/gpucase/cases.sqlite');
    expect(byTestId('library-empty').textContent).toContain('No saved cases yet');
    byTestId('new-example').click();
    await settle();
    expect(requests.at(-1)).toEqual({ command: 'case_example' });
    expect(byTestId('case-name').textContent).toBe('Enterprise assistant for 1,000 employees');
  });
});

describe('the TCO screen', () => {
  it('shows every option with its figures and marks the cheapest', async () => {
    await settle();
    byTestId('new-example').click();
    await settle();
    // The own option of the worked example: 789,287.60 EUR over five years (see
    // crates/core/tests/worked_example.rs for the arithmetic).
    expect(byTestId('total-own-hgx-h200').textContent).toBe('€789,287.60');
    expect(byTestId('cpph-own-hgx-h200').textContent).toBe('€4.89');
    const rows = document.querySelectorAll('[data-testid^="option-"]');
    expect(rows.length).toBe(view.comparison.options.length);
    expect(document.querySelector('tr.cheapest')?.getAttribute('data-testid')).toBe(`option-${view.comparison.cheapest}`);
  });

  it('sends an edited price to be computed and shows the error beside the field', async () => {
    await settle();
    byTestId('new-example').click();
    await settle();
    const field = document.querySelector<HTMLElement>('[data-path="own[0].purchase"]');
    const input = field?.querySelector('input');
    if (!input) throw new Error('no purchase input');
    input.value = '-5';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await settle(250);
    const sent = requests.at(-1);
    expect(sent?.command).toBe('case_compute');
    expect(field?.querySelector('[role="alert"]')?.textContent).toBe('own[0].purchase: amount -5 must not be negative');
    // The last good result stays on screen.
    expect(byTestId('total-own-hgx-h200').textContent).toBe('€789,287.60');
  });

  it('keeps the open case when a dropped file cannot be read', async () => {
    await settle();
    byTestId('new-example').click();
    await settle();
    await session.open({ command: 'case_read_file', path: '/tmp/broken.gpucase' });
    flushSync();
    expect(byTestId('notice').textContent).toContain('/tmp/broken.gpucase: line 1, column 26');
    expect(byTestId('case-name').textContent).toBe('Enterprise assistant for 1,000 employees');
  });
});

describe('the workflow', () => {
  it('moves between the sections of the open case', async () => {
    await settle();
    byTestId('new-example').click();
    await settle();
    byTestId('nav-report').click();
    flushSync();
    expect(byTestId('section-report').textContent).toContain('Write the report');
    byTestId('nav-workload').click();
    flushSync();
    expect(byTestId('productive-hours').textContent).toBe('336');
    expect(byTestId('productive-share').textContent).toBe('46.0%');
  });
});

describe('the Offers screen', () => {
  // The screen reads "now" for each price's age and for a new entry's quote date: every test
  // here sets it (only Date is faked; the timers run as usual).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime('2026-12-01T10:00:00Z');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  async function openOffers(): Promise<void> {
    await settle();
    byTestId('new-example').click();
    await settle();
    byTestId('nav-offers').click();
    await settle();
  }

  // The feed's offers were fetched at 2026-11-20T00:00:00Z: their age in whole days since,
  // across the end of a month, of a year and of a leap February.
  it.each([
    ['2026-11-20T23:59:00Z', 'today'],
    ['2026-11-21T00:00:00Z', '1 day old'],
    ['2026-12-01T10:00:00Z', '11 days old'],
    ['2027-01-01T00:30:00Z', '42 days old'],
    ['2028-03-01T00:00:00Z', '467 days old'],
  ])('at %s shows the feed prices as %s', async (now, age) => {
    vi.setSystemTime(now);
    await openOffers();
    expect(byTestId('price-age-feed/gtx1060').textContent).toBe(age);
    expect(byTestId('price-age-feed/h100-container').textContent).toBe(age);
  });

  it('dates a new entry today, in the UTC calendar', async () => {
    vi.setSystemTime('2026-12-31T23:30:00Z');
    await openOffers();
    byTestId('offers-enter').click();
    flushSync();
    expect((byTestId('entry-quoted_on') as HTMLInputElement).value).toBe('2026-12-31');
  });

  it('lists the catalog, filters it and shortlists an offer into the case', async () => {
    await settle();
    byTestId('new-example').click();
    await settle();
    byTestId('nav-offers').click();
    await settle();
    expect(document.querySelectorAll('[data-testid^="offer-feed/"]').length).toBe(5);
    const gpu = byTestId('filter-gpu') as HTMLInputElement;
    gpu.value = 'gtx';
    gpu.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    const sent = requests.filter((r) => r.command === 'offers_list').at(-1);
    expect(sent).toMatchObject({ filter: { gpu: 'gtx' }, storage_gb: '2000', egress_gb_per_month: '500' });
    expect(document.querySelectorAll('[data-testid^="offer-feed/"]').length).toBe(1);
    byTestId('shortlist-feed/gtx1060').click();
    await settle();
    // "Add to case" asks the core for the option: no price is copied in the UI.
    expect(requests.find((r) => r.command === 'case_add_offers')).toMatchObject({ offers: ['feed/gtx1060'] });
    expect(session.draft?.shortlist.map((o) => o.offer_id)).toEqual(['gtx1060']);
    expect(byTestId('offers-count').textContent).toContain('1 shortlisted');
  });

  it('shows each plugin as a refresh runs and stops it on cancel', async () => {
    await settle();
    byTestId('new-example').click();
    await settle();
    byTestId('nav-offers').click();
    await settle();
    byTestId('offers-refresh-offline').click();
    await settle(10);
    const bar = byTestId('offers-progress');
    expect(bar.querySelector('progress')?.value).toBe(1);
    expect(bar.querySelector('progress')?.max).toBe(3);
    expect(bar.textContent).toContain('1 of 3 plugins · feed…');
    byTestId('offers-refresh-cancel').click();
    await settle(10);
    expect(requests.some((r) => r.command === 'cancel' && r.task === 'offers_refresh')).toBe(true);
    expect(document.querySelector('[data-testid="offers-progress"]')).toBeNull();
    const results = byTestId('offers-refresh-results').textContent ?? '';
    expect(results).toContain('aws: 15 new');
    expect(results).toContain('feed: failed, its last offers are kept: cancelled: the last snapshot was kept');
    expect(results).toContain('vast: failed, its last offers are kept: not run: the refresh was cancelled');
    // What a plugin skipped, under its line; each item behind a disclosure.
    expect(byTestId('refresh-skipped-aws').textContent).toBe('1 item skipped: 1 × Capacity Block product');
    expect(results).toContain('Show the items skipped');
    expect(results).toContain('skipped (Capacity Block product): p5e.48xlarge in us-east-1');
  });
});

describe('the Metrics screen', () => {
  it('imports the chosen files into the case and shows what they measured', async () => {
    await settle();
    byTestId('new-example').click();
    await settle();
    byTestId('nav-metrics').click();
    flushSync();
    expect(byTestId('metrics-empty').textContent).toContain('No metrics imported');
    const tz = byTestId('metrics-tz') as HTMLInputElement;
    // The example has a generic month: no time zone of its own.
    expect(tz.value).toBe('UTC');
    tz.value = 'Europe/Berlin';
    tz.dispatchEvent(new Event('input', { bubbles: true }));
    flushSync();
    dialogAnswer = ['/data/october.json'];
    byTestId('metrics-import').click();
    await settle(10);
    const sent = requests.find((r) => r.command === 'metrics_import');
    expect(sent).toMatchObject({
      paths: ['/data/october.json'], time_zone: 'Europe/Berlin', sm_active_threshold: '0.10', mapping: null, batch_schedule: null,
    });
    const m = measured.case.metrics;
    expect(session.draft?.metrics).toEqual(m);
    expect(byTestId('metrics-share').textContent).toBe('100.0%');
    expect(byTestId('metrics-gpus').querySelectorAll('tbody tr').length).toBe(m?.summary.per_gpu.length);
    expect(byTestId('metrics-calendar').textContent).toContain('01');
    expect(session.dirty).toBe(true);
    // Switching the measured hours off gives the schedule back to the TCO.
    (byTestId('metrics-use') as HTMLInputElement).click();
    flushSync();
    expect(session.draft?.metrics?.use_as_profile).toBe(false);
  });

  it('imports the team’s bills on the TCO screen and shows what is paid today and what was not taken', async () => {
    await settle();
    byTestId('new-example').click();
    await settle();
    byTestId('nav-tco').click();
    flushSync();
    const gpus = byTestId('bills-gpus') as HTMLInputElement;
    gpus.value = 'BoxUsage:p5.48xlarge=8, m7i=0';
    gpus.dispatchEvent(new Event('input', { bubbles: true }));
    flushSync();
    dialogAnswer = ['/bills/focus-2026-09.csv'];
    byTestId('import-bills').click();
    await settle(10);
    const sent = requests.find((r) => r.command === 'bills_import');
    expect(sent).toMatchObject({ paths: ['/bills/focus-2026-09.csv'], gpus: ['BoxUsage:p5.48xlarge=8', 'm7i=0'] });
    expect(byTestId('results-paid-today').textContent).toContain('What you pay today, from your bills');
    expect(byTestId('bills-notes').textContent).toContain('not taken: QW4FHUGEZYB74TW8');
  });

  it('imports dropped files and shows an unreadable one as an error', async () => {
    await settle();
    byTestId('new-example').click();
    await settle();
    byTestId('nav-metrics').click();
    flushSync();
    session.metricsDrop = ['/data/export.xlsx'];
    await settle(10);
    expect(byTestId('metrics-error').textContent).toContain('/data/export.xlsx: unknown format');
    expect(session.draft?.metrics ?? null).toBeNull();
  });

  it('fetches a range from a Prometheus server with the request count as progress', async () => {
    await settle();
    byTestId('new-example').click();
    await settle();
    byTestId('nav-metrics').click();
    flushSync();
    const fill = (id: string, value: string) => {
      const input = byTestId(id) as HTMLInputElement;
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    fill('metrics-server-url', 'http://prometheus.internal:9090');
    fill('metrics-server-from', '2026-10-01');
    fill('metrics-server-to', '2026-11-01');
    flushSync();
    byTestId('metrics-fetch').click();
    await settle(5);
    expect(byTestId('metrics-progress').textContent).toContain('3 of 8 requests');
    await settle(40);
    const sent = requests.find((r) => r.command === 'metrics_fetch');
    expect(sent).toMatchObject({
      url: 'http://prometheus.internal:9090', from: '2026-10-01', to: '2026-11-01', step_seconds: 15, mode: 'auto',
    });
    expect(session.draft?.metrics).toEqual(measured.case.metrics);
  });

  it('stores a credential in the keyring without ever showing it again', async () => {
    await settle();
    byTestId('new-example').click();
    await settle();
    byTestId('nav-metrics').click();
    flushSync();
    byTestId('metrics-credentials').click();
    await settle(5);
    const row = byTestId('credential-GPUCASE_PROMETHEUS_TOKEN');
    expect(row.textContent).toContain('not set');
    expect(byTestId('credential-VAST_API_KEY').textContent).toContain('the environment');
    const input = row.querySelector('input') as HTMLInputElement;
    input.value = 'tok-123';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    flushSync();
    (row.querySelector('button') as HTMLButtonElement).click();
    await settle(5);
    expect(requests.at(-1)).toEqual({ command: 'credential_set', name: 'GPUCASE_PROMETHEUS_TOKEN', value: 'tok-123' });
    expect(byTestId('credential-GPUCASE_PROMETHEUS_TOKEN').textContent).toContain('the OS keyring');
    expect((byTestId('credential-GPUCASE_PROMETHEUS_TOKEN').querySelector('input') as HTMLInputElement).value).toBe('');
  });

  it('sends the chosen server-to-GPU rules and batch schedule with the import', async () => {
    await settle();
    byTestId('new-example').click();
    await settle();
    byTestId('nav-metrics').click();
    flushSync();
    dialogAnswer = '/rules/servers.toml';
    byTestId('metrics-mapping').click();
    await settle(5);
    expect(byTestId('metrics-mapping').textContent).toContain('servers.toml');
    dialogAnswer = '/rules/nightly.toml';
    byTestId('metrics-schedule').click();
    await settle(5);
    dialogAnswer = ['/data/october.json'];
    byTestId('metrics-import').click();
    await settle(10);
    const sent = requests.find((r) => r.command === 'metrics_import');
    expect(sent).toMatchObject({ mapping: '/rules/servers.toml', batch_schedule: '/rules/nightly.toml' });
  });

  it('keeps what makes isolation weigh in this case in the checklist', async () => {
    await settle();
    byTestId('new-example').click();
    await settle();
    byTestId('nav-checklist').click();
    flushSync();
    expect(byTestId('checklist-empty').textContent).toContain('Shortlist offers');
    (byTestId('concern-gdpr_data') as HTMLInputElement).click();
    flushSync();
    expect(session.draft?.checklist?.concerns).toEqual(['gdpr_data']);
    expect(session.dirty).toBe(true);
  });

  it('opens a probe output file into the Checklist screen', async () => {
    await settle();
    byTestId('new-example').click();
    await settle();
    byTestId('nav-checklist').click();
    flushSync();
    dialogAnswer = '/downloads/out.txt';
    byTestId('probe-open').click();
    await settle(5);
    expect((byTestId('probe-output') as HTMLTextAreaElement).value).toContain('read from /downloads/out.txt');
  });
});
