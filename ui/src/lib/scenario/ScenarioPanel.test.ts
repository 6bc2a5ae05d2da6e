// A colleague's scenario file dropped on the window, against mocked IPC: the drop arrives as
// Tauri's own `tauri://drag-drop` event (paths, never file contents), the panel says what
// the file is before anything is stored, and Import, Compare and Cancel send what they
// should. The answers have the shapes of the generated bindings (type-checked here); the
// Rust handler's real answers for a signed, a tampered and an unsigned file are checked in
// crates/app/tests/ipc.rs. The comparison is the Rust handler's for two committed case files
// (fixtures/compare-view.json, drift-checked by crates/app/tests/bindings.rs).
import { emit } from '@tauri-apps/api/event';
import { clearMocks, mockIPC, mockWindows } from '@tauri-apps/api/mocks';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import App from '../../App.svelte';
import type { Compared, ErrorPayload, Outputs, Request, ScenarioImport, ScenarioPreview } from '../bindings/ipc';
import compareFixture from '../fixtures/compare-view.json';
import { setLanguage } from '../i18n';
import { session } from '../session.svelte';
import { dropped } from './dropped.svelte';

const FILE = '/home/ben/Downloads/colleague.gpucase';

const signed: ScenarioPreview = {
  path: FILE,
  id: 'enterprise-assistant',
  name: 'Enterprise assistant for 1,000 employees',
  format: 'gpucase/3',
  migrated_from: null,
  signature: { state: 'signed', signer: 'Ada Analyst', signed_at: '2026-12-02T14:00:00Z', trust: { state: 'not_checked' } },
  results: { state: 'match', computed_by: 'gpucase 0.1.0' },
  target: { into: 'new_version', version: 3, local_version: 2, local_name: 'Enterprise assistant (local)' },
};
const unsignedNew: ScenarioPreview = {
  ...signed,
  id: 'batch-2027',
  name: 'Batch 2027',
  migrated_from: 'gpucase/1',
  signature: { state: 'unsigned' },
  results: { state: 'not_in_file' },
  target: { into: 'new_case' },
};

let preview: ScenarioPreview = signed;
let requests: Request[] = [];
let app: ReturnType<typeof mount> | undefined;

function serve(request: Request): Outputs[Request['command']] {
  requests.push(request);
  switch (request.command) {
    case 'library_list':
      return [] satisfies Outputs['library_list'];
    case 'case_startup':
      return null satisfies Outputs['case_startup'];
    case 'library_where':
      return { kind: 'local', path: '/data/cases.sqlite' } satisfies Outputs['library_where'];
    case 'scenario_open':
      if (request.path.endsWith('tampered.gpucase')) {
        const error: ErrorPayload = {
          code: 'signing',
          message: `${request.path}: the signature does not match the content (the content changed after it was signed); nothing was imported`,
          path: null,
        };
        throw error;
      }
      return preview satisfies Outputs['scenario_open'];
    case 'case_diff':
      return compareFixture as unknown as Compared satisfies Outputs['case_diff'];
    case 'scenario_import': {
      const created = preview.target.into === 'new_case';
      const value: ScenarioImport = {
        imported: { case_id: preview.id, name: preview.name, version: created ? 1 : 3, created },
        migrated_from: preview.migrated_from,
        signature: preview.signature,
        results: preview.results,
        report: null,
      };
      return value satisfies Outputs['scenario_import'];
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

const text = (id: string) => (byTestId(id).textContent ?? '').replace(/\s+/g, ' ').trim();

/** What the native layer emits when a file is dropped on the window. */
async function drop(path: string): Promise<void> {
  await emit('tauri://drag-drop', { paths: [path], position: { x: 100, y: 100 } });
  await settle(5);
}

beforeEach(async () => {
  requests = [];
  preview = signed;
  setLanguage('en');
  mockWindows('main');
  mockIPC(
    (cmd, args) => {
      if (cmd === 'plugin:dialog|open') return FILE;
      if (cmd !== 'ipc') throw new Error(`unexpected command ${cmd}`);
      return serve((args as { request: Request }).request);
    },
    { shouldMockEvents: true },
  );
  session.screen = 'library';
  session.draft = null;
  session.notice = null;
  dropped.close();
  app = mount(App, { target: document.body });
  await settle();
  requests = [];
});

afterEach(() => {
  if (app) unmount(app);
  clearMocks();
  document.body.innerHTML = '';
});

describe("a colleague's scenario file dropped on the window", () => {
  it('shows the signer, the case and the version an import would write, storing nothing', async () => {
    await drop(FILE);
    expect(requests).toEqual([{ command: 'scenario_open', path: FILE, trust: [] }]);
    expect(text('scenario-signer')).toBe('Signed by Ada Analyst on 2 Dec 2026, 14:00 UTC');
    expect(text('scenario-trust')).toBe('Trust not checked: no trust anchors are set in this app.');
    expect(text('scenario-id')).toBe('enterprise-assistant');
    expect(text('scenario-format')).toBe('gpucase/3');
    expect(text('scenario-results')).toContain('match what this gpucase computes (file computed by gpucase 0.1.0)');
    expect(text('scenario-target')).toBe(
      'Importing stores it as version 3 of the local case “Enterprise assistant (local)” (now at version 2). Nothing is overwritten.',
    );
    expect(document.querySelector('[data-testid="scenario-unsigned"]')).toBeNull();
  });

  it('compares the local latest version with the file before importing', async () => {
    await drop(FILE);
    byTestId('scenario-compare').click();
    await settle(5);
    expect(requests.at(-1)).toEqual({
      command: 'case_diff',
      old: { from: 'stored', id: 'enterprise-assistant', version: 2 },
      new: { from: 'scenario', path: FILE },
    });
    expect(byTestId('scenario-panel').querySelector('[data-testid="compare-view"]')).not.toBeNull();
    // The comparison takes the focus (its heading), inside the dialog.
    expect(document.activeElement?.closest('[data-testid="compare-view"]')?.querySelector('h2')).toBe(document.activeElement);
    expect(requests.some((r) => r.command === 'scenario_import')).toBe(false);
  });

  it('imports as the announced version and lists the library again', async () => {
    await drop(FILE);
    byTestId('scenario-import').click();
    await settle(5);
    expect(requests.map((r) => r.command)).toEqual(['scenario_open', 'scenario_import', 'library_list']);
    expect(text('scenario-imported')).toBe('Imported as version 3 of “Enterprise assistant for 1,000 employees”.');
    byTestId('scenario-close').click();
    flushSync();
    expect(document.querySelector('[data-testid="scenario-panel"]')).toBeNull();
  });

  it('shows an unsigned, migrated file visibly unsigned and as a new case, without Compare', async () => {
    preview = unsignedNew;
    await drop('/tmp/batch.gpucase');
    expect(text('scenario-unsigned')).toBe('Unsigned: nobody vouches for this file.');
    expect(document.querySelector('[data-testid="scenario-signer"]')).toBeNull();
    expect(text('scenario-format')).toBe('migrated from gpucase/1');
    expect(text('scenario-target')).toBe('Importing creates a new case.');
    expect(document.querySelector('[data-testid="scenario-compare"]')).toBeNull();
    byTestId('scenario-import').click();
    await settle(5);
    expect(text('scenario-imported')).toBe('Imported as a new case “Batch 2027”, version 1.');
  });

  it('refuses a tampered file with the reason and opens no panel', async () => {
    await drop('/tmp/tampered.gpucase');
    expect(document.querySelector('[data-testid="scenario-panel"]')).toBeNull();
    expect(text('notice')).toContain('/tmp/tampered.gpucase: the signature does not match the content');
    expect(requests.map((r) => r.command)).toEqual(['scenario_open']);
  });

  it('cancels without importing', async () => {
    await drop(FILE);
    byTestId('scenario-cancel').click();
    flushSync();
    expect(document.querySelector('[data-testid="scenario-panel"]')).toBeNull();
    expect(requests.map((r) => r.command)).toEqual(['scenario_open']);
  });

  it("opens the same panel from the library's button, for keyboard users", async () => {
    byTestId('open-colleague').click();
    await settle(5);
    expect(requests).toEqual([{ command: 'scenario_open', path: FILE, trust: [] }]);
    expect(text('scenario-signer')).toContain('Ada Analyst');
  });

  it('is a modal dialog for the keyboard: it takes the focus, keeps Tab inside and gives the focus back', async () => {
    const opener = byTestId('open-colleague');
    opener.focus();
    opener.click();
    await settle(5);
    const panel = byTestId('scenario-panel');
    expect(document.activeElement).toBe(panel);
    const tab = (shiftKey = false, code = 'Tab', key = 'Tab') => {
      const e = new KeyboardEvent('keydown', { key, code, shiftKey, bubbles: true, cancelable: true });
      (document.activeElement ?? document.body).dispatchEvent(e);
      return e.defaultPrevented;
    };
    const [first, last] = [byTestId('scenario-import'), byTestId('scenario-cancel')];
    // Shift+Tab from the dialog itself and from its first button goes round to the last;
    // WebKitGTK sends Shift+Tab as key 'Unidentified', code 'Tab'.
    expect(tab(true, 'Tab', 'Unidentified')).toBe(true);
    expect(document.activeElement).toBe(last);
    // Tab from the last button goes round to the first.
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(first);
    expect(tab(true)).toBe(true);
    expect(document.activeElement).toBe(last);
    // Between the two, Tab is the browser's own.
    first.focus();
    expect(tab()).toBe(false);
    byTestId('scenario-cancel').click();
    flushSync();
    expect(document.activeElement).toBe(opener);
  });

  it('cancels with Escape without importing', async () => {
    await drop(FILE);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    flushSync();
    expect(document.querySelector('[data-testid="scenario-panel"]')).toBeNull();
    expect(requests.map((r) => r.command)).toEqual(['scenario_open']);
  });

  it('speaks German in the panel', async () => {
    setLanguage('de');
    preview = unsignedNew;
    await drop('/tmp/batch.gpucase');
    expect(text('scenario-unsigned')).toBe('Nicht signiert: Niemand steht für den Inhalt dieser Datei ein.');
    expect(text('scenario-target')).toBe('Der Import legt einen neuen Fall an.');
  });
});
