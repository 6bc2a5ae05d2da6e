// Saving an open case into the library, against mocked IPC with the example's real view
// (fixtures/example-view.json): a save carries the version the analyst opened; when a
// colleague saved a newer one meanwhile (code `stale`, message from the host) nothing is
// saved until the analyst compares or saves on top of the latest; the history shows roles
// and approvals and approves a version. The answers have the shapes of the generated
// bindings; the refusal's text is the host's (locales/en/errors.ftl, error-store-stale).
import { clearMocks, mockIPC, mockWindows } from '@tauri-apps/api/mocks';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import App from '../../App.svelte';
import type { CaseListEntry, CaseView, Compared, ErrorPayload, Outputs, Request, VersionEntry } from '../bindings/ipc';
import type { Command } from '../ipc';
import compareFixture from '../fixtures/compare-view.json';
import example from '../fixtures/example-view.json';
import { setLanguage } from '../i18n';
import { session } from '../session.svelte';

const view = example as unknown as CaseView;
const compared = compareFixture as unknown as Compared;
const id = view.case.id;
const stored: CaseListEntry = { id, name: view.case.name, current_version: 2, updated_at: '2026-12-01T09:00:00Z', tags: [] };
const staleMessage = `case "${id}" was saved meanwhile as version 3 by bea at 2026-12-01T09:30:00Z; your changes were made on version 2 and were not saved: compare them with version 3, or save them as version 4 on top`;

let requests: Request[] = [];
let latest = 3;
type Answer = Outputs[Command];
let answer: (request: Request) => Answer | undefined = () => undefined;
let app: ReturnType<typeof mount> | undefined;

function version(v: number, extra: Partial<VersionEntry> = {}): VersionEntry {
  return { version: v, saved_at: '2026-12-01T09:00:00Z', saved_by: 'ana', sha256: '', copied_from: null, role: 'gpucase_editor', approved: null, ...extra };
}

function serve(request: Request): Answer {
  requests.push(request);
  const special = answer(request);
  if (special !== undefined) return special;
  switch (request.command) {
    case 'library_where':
      return { kind: 'team', url: 'postgres://ana@db.example.com/gpucase', role: 'gpucase_editor' } satisfies Outputs['library_where'];
    case 'library_list':
      return [stored];
    case 'case_startup':
      return null;
    case 'case_open_stored':
    case 'case_example':
      return structuredClone(view);
    case 'case_compute':
      return view;
    case 'case_history':
      return Array.from({ length: latest }, (_, i) => version(i + 1));
    case 'case_save':
      // A save on top of anything but the latest is refused, as the store does.
      if (request.base !== null && request.base !== latest) {
        const error: ErrorPayload = { code: 'stale', message: staleMessage, path: null };
        throw error;
      }
      latest += 1;
      return { case_id: id, version: latest, created: false, name: view.case.name } satisfies Outputs['case_save'];
    case 'case_diff':
      return compared;
    default:
      throw new Error(`unexpected request ${request.command}`);
  }
}

async function settle(ms = 0): Promise<void> {
  await new Promise((r) => setTimeout(r, ms));
  flushSync();
}

function byTestId(testId: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  if (!el) throw new Error(`no element with data-testid ${testId}`);
  return el;
}

/** Opens the stored case at its latest version as the library lists it (version 2). */
async function openStored(): Promise<void> {
  await settle();
  byTestId(`open-case-${id}`).click();
  await settle();
  requests = [];
}

beforeEach(() => {
  requests = [];
  latest = 3;
  answer = () => undefined;
  setLanguage('en');
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
  session.versions = null;
  session.stale = null;
  session.staleCompared = null;
  app = mount(App, { target: document.body });
});

afterEach(() => {
  if (app) unmount(app);
  clearMocks();
  document.body.innerHTML = '';
});

describe('saving an open case', () => {
  it('sends the version the analyst opened, and none for a case not from the library', async () => {
    latest = 2;
    await openStored();
    byTestId('save').click();
    await settle();
    expect(requests[0]).toEqual({ command: 'case_save', case: view.case, base: 2 });
    expect(byTestId('notice').textContent).toContain('Saved as version 3.');
    // The next save builds on the version just saved.
    byTestId('save').click();
    await settle();
    expect(requests[1]).toMatchObject({ command: 'case_save', base: 3 });

    byTestId('back').click();
    await settle();
    byTestId('new-example').click();
    await settle();
    requests = [];
    byTestId('save').click();
    await settle();
    expect(requests[0]).toMatchObject({ command: 'case_save', base: null });
  });

  it('refuses a save on top of a version no longer the latest, and saves on top only when asked', async () => {
    await openStored();
    byTestId('save').click();
    await settle();
    expect(requests).toEqual([{ command: 'case_save', case: view.case, base: 2 }]);
    const notice = byTestId('stale-notice');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(byTestId('stale-message').textContent).toBe(staleMessage);
    expect(notice.textContent).toContain('Nothing was saved.');
    expect(byTestId('case-state').textContent?.trim()).toBe('Saved as version 2');
    expect(document.querySelector('[data-testid="notice"]')).toBeNull();

    byTestId('stale-save-on-top').click();
    await settle();
    expect(requests.slice(1)).toEqual([
      { command: 'case_history', id },
      { command: 'case_save', case: view.case, base: 3 },
    ]);
    expect(byTestId('notice').textContent).toContain('Saved as version 4.');
    expect(document.querySelector('[data-testid="stale-notice"]')).toBeNull();
    expect(byTestId('case-state').textContent?.trim()).toBe('Saved as version 4');
  });

  it('is refused again when yet another colleague saved before the save on top', async () => {
    await openStored();
    byTestId('save').click();
    await settle();
    // Version 4 lands between the history and the save on top.
    answer = (r) => {
      if (r.command === 'case_history') {
        const seen = [1, 2, 3].map((v) => version(v));
        latest = 4;
        return seen;
      }
      return undefined;
    };
    byTestId('stale-save-on-top').click();
    await settle();
    expect(requests.at(-1)).toMatchObject({ command: 'case_save', base: 3 });
    expect(byTestId('stale-notice')).toBeTruthy();
    expect(document.querySelector('[data-testid="notice"]')).toBeNull();
  });

  it("compares the colleague's latest version with the analyst's unsaved draft", async () => {
    await openStored();
    byTestId('save').click();
    await settle();
    byTestId('stale-compare').click();
    await settle();
    const [history, diff] = requests.slice(1);
    expect(history).toEqual({ command: 'case_history', id });
    expect(diff).toMatchObject({ command: 'case_diff', old: { from: 'stored', id, version: 3 }, new: { from: 'draft' } });
    expect((diff as { new: { case: { id: string } } }).new.case.id).toBe(id);
    expect(byTestId('compare-view')).toBeTruthy();
    // Nothing was saved by comparing: the choice is still open.
    expect(byTestId('stale-notice')).toBeTruthy();
    expect(requests.filter((r) => r.command === 'case_save')).toHaveLength(1);
  });
});

describe("the open case's history", () => {
  it('shows the role and the approval, and approves a version', async () => {
    latest = 2;
    const approved = { version: 1, approved_by: 'gpucase_approver', approved_at: '2026-12-01T10:30:00Z' };
    let versions = [version(1, { approved }), version(2)];
    answer = (r) => {
      if (r.command === 'case_history') return versions;
      if (r.command === 'case_approve') {
        const entry = { version: r.version, approved_by: 'gpucase_approver', approved_at: '2026-12-02T08:00:00Z' };
        versions = [version(1, { approved }), version(2, { approved: entry })];
        return entry satisfies Outputs['case_approve'];
      }
      return undefined;
    };
    await openStored();
    byTestId('history').click();
    await settle();
    const panel = byTestId('history-panel');
    expect([...panel.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Version', 'Saved (UTC)', 'By', 'Role', 'Approval', 'Actions']);
    expect(byTestId('version-v1').textContent).toContain('gpucase_editor');
    expect(byTestId('approved-v1').textContent).toBe('Approved by gpucase_approver at 1 Dec 2026, 10:30 UTC');
    byTestId('approve-v2').click();
    await settle();
    expect(requests.slice(1)).toEqual([
      { command: 'case_approve', id, version: 2 },
      { command: 'case_history', id },
    ]);
    expect(byTestId('approved-v2').textContent).toBe('Approved by gpucase_approver at 2 Dec 2026, 08:00 UTC');
  });
});
