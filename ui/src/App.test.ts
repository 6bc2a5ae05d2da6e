// The UI against mocked IPC: the requests it sends and what it shows of the answers. The
// answers are the example's view as the Rust handler returns it (fixtures/example-view.json,
// written and drift-checked by crates/app/tests/bindings.rs).
import { clearMocks, mockIPC, mockWindows } from '@tauri-apps/api/mocks';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import App from './App.svelte';
import type { CaseView, ErrorPayload, Request } from './lib/bindings/ipc';
import example from './lib/fixtures/example-view.json';
import { session } from './lib/session.svelte';

const view = example as unknown as CaseView;
let requests: Request[] = [];
let app: ReturnType<typeof mount> | undefined;

function serve(request: Request): unknown {
  requests.push(request);
  switch (request.command) {
    case 'library_list':
      return { kind: 'cases', value: [] };
    case 'case_startup':
      return { kind: 'startup', value: null };
    case 'case_example':
      return { kind: 'view', value: view };
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
      return { kind: 'view', value: view };
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
  mockIPC((cmd, args) => {
    if (cmd !== 'ipc') throw new Error(`unexpected command ${cmd}`);
    return serve((args as { request: Request }).request);
  });
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
    expect(requests.slice(0, 2)).toEqual([{ command: 'library_list' }, { command: 'case_startup' }]);
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
  it('shows the sections that arrive later honestly, without figures', async () => {
    await settle();
    byTestId('new-example').click();
    await settle();
    byTestId('nav-offers').click();
    flushSync();
    expect(byTestId('pending-offers').textContent).toContain('Arrives with issue #4');
    byTestId('nav-workload').click();
    flushSync();
    expect(byTestId('productive-hours').textContent).toBe('336');
    expect(byTestId('productive-share').textContent).toBe('46.0%');
  });
});
