// The case library screen against mocked IPC and dialogs: what it sends for search, tags,
// duplicate, delete and undo, history and approvals, compare, backup and restore, which
// library is open, connecting to a team library, switching and copying between libraries,
// and what it shows of the answers. Answers have the shapes of the generated bindings, as
// crates/app/tests/library.rs checks the handler gives them; the comparison is the one the
// Rust handler returns for two committed case files (fixtures/compare-view.json, written and
// drift-checked by crates/app/tests/bindings.rs).
import { clearMocks, mockIPC, mockWindows } from '@tauri-apps/api/mocks';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CaseListEntry, Compared, ErrorPayload, LibraryLocation, Outputs, Request, VersionEntry } from '../bindings/ipc';
import type { Command } from '../ipc';
import compareFixture from '../fixtures/compare-view.json';
import { setLanguage } from '../i18n';
import Library from '../Library.svelte';
import { session } from '../session.svelte';
import { library } from './library.svelte';

const compared = compareFixture as unknown as Compared;
let requests: Request[] = [];
let opened: string | null = null;
let saved: string | null = null;
let cases: CaseListEntry[] = [];
type Answer = Outputs[Command];
let answer: (request: Request) => Answer | undefined = () => undefined;
let location: LibraryLocation = { kind: 'local', path: '/home/ana/.local/share/gpucase/cases.sqlite' };
let screen: ReturnType<typeof mount> | undefined;

const chat: CaseListEntry = {
  id: 'chat',
  name: 'Chat assistant',
  current_version: 2,
  updated_at: '2026-11-30T07:00:00.123456789Z',
  tags: ['EU', 'Q1 review'],
};
const batch: CaseListEntry = { id: 'batch', name: 'Nightly batch', current_version: 1, updated_at: '2026-11-29T10:00:00Z', tags: ['eu'] };

function serve(request: Request): Answer {
  const special = answer(request);
  if (special !== undefined) return special;
  switch (request.command) {
    case 'library_where':
      return location;
    case 'library_search':
      return cases.filter((c) => request.query === '' || `${c.id} ${c.name} ${c.tags.join(' ')}`.toLowerCase().includes(request.query.toLowerCase()));
    default:
      throw new Error(`no answer for ${request.command}`);
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

function type(id: string, value: string): void {
  const input = byTestId(id) as HTMLInputElement;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  flushSync();
}

beforeEach(async () => {
  requests = [];
  cases = [chat, batch];
  answer = () => undefined;
  location = { kind: 'local', path: '/home/ana/.local/share/gpucase/cases.sqlite' };
  opened = null;
  saved = null;
  setLanguage('en');
  mockWindows('main');
  mockIPC((cmd, args) => {
    if (cmd === 'plugin:dialog|open') return opened;
    if (cmd === 'plugin:dialog|save') return saved;
    if (cmd !== 'ipc') throw new Error(`unexpected command ${cmd}`);
    const request = (args as { request: Request }).request;
    requests.push(request);
    return serve(request);
  });
  session.cases = [chat, batch];
  session.notice = null;
  Object.assign(library, {
    query: '',
    deleted: null,
    history: null,
    picks: [],
    compared: null,
    pendingRestore: null,
    restored: null,
    backedUp: null,
    location: null,
    teamConnected: false,
    passwordNotKept: null,
    copied: null,
  });
  screen = mount(Library, { target: document.body });
  // The screen asks which library is open (tested on its own below).
  await settle(5);
  requests = [];
});

afterEach(() => {
  if (screen) unmount(screen);
  clearMocks();
  document.body.innerHTML = '';
});

describe('the case library', () => {
  it('asks only which library is open when it opens: the app has listed the cases', async () => {
    if (screen) unmount(screen);
    requests = [];
    screen = mount(Library, { target: document.body });
    await settle(5);
    expect(requests).toEqual([{ command: 'library_where' }]);
    expect(byTestId('library-location').textContent?.trim()).toBe('Local library: /home/ana/.local/share/gpucase/cases.sqlite');
    expect(byTestId('library-cases').querySelectorAll('li')).toHaveLength(2);
    // The first button of a row opens the case (the desktop end-to-end test relies on it).
    expect(byTestId('case-chat').querySelector('button')?.textContent).toContain('Chat assistant');
  });

  it('searches as the analyst types and says when nothing matches', async () => {
    type('library-search', 'nightly');
    await settle(200);
    expect(requests).toEqual([{ command: 'library_search', query: 'nightly' }]);
    expect(byTestId('library-cases').querySelectorAll('li')).toHaveLength(1);
    type('library-search', 'nothing like this');
    await settle(200);
    expect(byTestId('library-empty').textContent).toBe('No case matches the search.');
  });

  it('shows each tag once, filters by it, and adds and removes tags', async () => {
    const chips = [...byTestId('tag-filter').querySelectorAll('button')].map((b) => b.textContent);
    expect(chips).toEqual(['EU', 'Q1 review']);

    answer = (r) => {
      if (r.command === 'case_tag_add' || r.command === 'case_tag_remove') return [] satisfies Outputs['case_tag_add'];
      return undefined;
    };
    type('tag-input-batch', 'Finance');
    byTestId('tag-input-batch').closest('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await settle(5);
    byTestId('tag-chat-EU').querySelector('button')?.click();
    await settle(5);
    expect(requests.filter((r) => r.command !== 'library_search')).toEqual([
      { command: 'case_tag_add', id: 'batch', tag: 'Finance' },
      { command: 'case_tag_remove', id: 'chat', tag: 'EU' },
    ]);
    // The list is asked again after each change.
    expect(requests.filter((r) => r.command === 'library_search')).toHaveLength(2);

    requests = [];
    (byTestId('tag-filter').querySelector('button') as HTMLButtonElement).click();
    await settle(5);
    expect(requests).toEqual([{ command: 'library_search', query: 'EU' }]);
  });

  it('duplicates under the name in the UI language', async () => {
    setLanguage('de');
    flushSync();
    answer = (r) =>
      r.command === 'case_duplicate' ? ({ case_id: 'chat-copy', version: 1, created: true, name: 'Chat assistant (Kopie)' } satisfies Outputs['case_duplicate']) : undefined;
    byTestId('duplicate-chat').click();
    await settle(5);
    expect(requests[0]).toEqual({ command: 'case_duplicate', id: 'chat', version: null, name: 'Chat assistant (Kopie)' });
  });

  it('deletes with an undo that brings the case back', async () => {
    answer = (r) => {
      if (r.command === 'case_delete') {
        cases = [batch];
        return { id: 'chat', name: 'Chat assistant', deleted_at: '2026-11-30T08:00:00Z' } satisfies Outputs['case_delete'];
      }
      if (r.command === 'case_undo_delete') {
        cases = [chat, batch];
        return 'chat' satisfies Outputs['case_undo_delete'];
      }
      return undefined;
    };
    byTestId('delete-chat').click();
    await settle(5);
    expect(byTestId('undo-toast').textContent).toContain('“Chat assistant” was deleted.');
    expect(document.querySelector('[data-testid="case-chat"]')).toBeNull();
    byTestId('undo-delete').click();
    await settle(5);
    expect(requests.map((r) => r.command)).toEqual(['case_delete', 'library_search', 'case_undo_delete', 'library_search']);
    expect(document.querySelector('[data-testid="undo-toast"]')).toBeNull();
    expect(byTestId('case-chat')).toBeTruthy();
  });

  it('shows the history with who saved, when, and where a copy came from', async () => {
    answer = (r) =>
      r.command === 'case_history'
        ? ([
            { version: 1, saved_at: '2026-11-28T09:15:00Z', saved_by: '', sha256: 'a', copied_from: 'batch@1', role: '', approved: null },
            { version: 2, saved_at: '2026-11-30T07:00:00.123456789Z', saved_by: 'ana', sha256: 'b', copied_from: null, role: '', approved: null },
          ] satisfies Outputs['case_history'])
        : undefined;
    byTestId('history-chat').click();
    await settle(5);
    expect(requests).toEqual([{ command: 'case_history', id: 'chat' }]);
    const v1 = byTestId('history-v1').textContent ?? '';
    expect(v1).toContain('28 Nov 2026, 09:15');
    expect(v1).toContain('unknown');
    expect(v1).toContain('(copied from batch@1)');
    expect(byTestId('history-v2').textContent).toContain('ana');
  });

  it('compares two picked versions and shows the moves and the recommendation', async () => {
    answer = (r) => {
      if (r.command === 'case_history') {
        return [1, 2].map((v) => ({ version: v, saved_at: '2026-11-30T07:00:00Z', saved_by: 'ana', sha256: '', copied_from: null, role: '', approved: null })) satisfies Outputs['case_history'];
      }
      if (r.command === 'case_diff') return compared;
      return undefined;
    };
    expect((byTestId('compare') as HTMLButtonElement).disabled).toBe(true);
    byTestId('history-chat').click();
    await settle(5);
    byTestId('pick-chat-v1').click();
    byTestId('pick-chat-v2').click();
    flushSync();
    expect(byTestId('compare-picks').textContent).toContain('Chat assistant, version 1 ↔ Chat assistant, version 2');
    byTestId('compare').click();
    await settle(5);
    expect(requests.at(-1)).toEqual({
      command: 'case_diff',
      old: { from: 'stored', id: 'chat', version: 1 },
      new: { from: 'stored', id: 'chat', version: 2 },
    });

    const inputs = byTestId('compare-inputs').textContent ?? '';
    expect(inputs).toContain('workload.windows[0].end');
    expect(inputs).toContain('19:00');
    expect(inputs).toContain('rent[id=aws-p5e].pricing[5]');
    expect(inputs).toContain('added');
    // The added pricing model is an object: shown as JSON, cut short, whole in the title.
    const added = [...byTestId('compare-inputs').querySelectorAll('tr.added td')];
    expect(added[2]?.textContent).toMatch(/^\{"spot_batch":\{"rate_per_instance_hour":"15\.92 USD"/);
    expect(added[2]?.getAttribute('title')).toBe(JSON.stringify(compared.diff.inputs[1]?.new));
    expect(added[1]?.textContent).toBe('–');
    // Exact figures from the engine, rounded here for display only.
    const own = byTestId('compare-option-own-hgx-h200').textContent ?? '';
    expect(own).toContain('€4.89');
    expect(own).toContain('€7.83');
    expect(own).toContain('▲');
    expect(own).toContain('€2.94');
    expect(byTestId('compare-option-aws-p5e/spot_batch').textContent).toContain('only in the later case');
    expect(byTestId('compare-recommendation').textContent?.trim()).toBe(
      'Recommendation: aws-p5e: On-demand, stopped when idle → aws-p5e: Spot for batch, on-demand for interactive',
    );
    // Options are named in the UI's language, not by the engine's English labels.
    setLanguage('de');
    flushSync();
    expect(byTestId('compare-option-aws-p5e/savings_plan').querySelector('td')?.textContent).toBe('aws-p5e: Savings Plan');
    expect(byTestId('compare-option-hybrid').querySelector('td')?.textContent).toBe('Hybrid: eigene GPUs für die Grundlast, gemietete für Spitzen');
    expect(byTestId('compare-recommendation').textContent?.trim()).toMatch(/^Empfehlung: aws-p5e: /);
  });

  it('backs up to the file chosen in the dialog', async () => {
    answer = (r) => (r.command === 'library_backup' ? (r.path satisfies Outputs['library_backup']) : undefined);
    saved = '/backups/library.sqlite';
    byTestId('backup').click();
    await settle(5);
    expect(requests).toEqual([{ command: 'library_backup', path: '/backups/library.sqlite' }]);
    expect(byTestId('backed-up').textContent).toContain('/backups/library.sqlite');
  });

  it('restores only after confirmation, and says where the old library is kept', async () => {
    answer = (r) => (r.command === 'library_restore' ? ({ cases: 1, kept: '/data/cases.sqlite.before-restore-20261130T080000Z' } satisfies Outputs['library_restore']) : undefined);
    opened = '/backups/library.sqlite';
    byTestId('restore').click();
    await settle(5);
    expect(requests).toEqual([]);
    expect(byTestId('restore-confirm').textContent).toContain('/backups/library.sqlite');
    byTestId('restore-cancel').click();
    flushSync();
    expect(document.querySelector('[data-testid="restore-confirm"]')).toBeNull();
    expect(requests).toEqual([]);

    byTestId('restore').click();
    await settle(5);
    byTestId('restore-go').click();
    await settle(5);
    expect(requests[0]).toEqual({ command: 'library_restore', path: '/backups/library.sqlite' });
    expect(byTestId('restored').textContent).toContain('Backup restored: 1 case. The library as it was is kept in /data/cases.sqlite.before-restore-20261130T080000Z.');
  });

  it('makes a new case from a template with what the form says, and keeps the form on a refusal', async () => {
    expect(document.querySelector('[data-testid="new-case-form"]')).toBeNull();
    byTestId('new-case').click();
    await settle(5);
    expect(document.activeElement).toBe(byTestId('new-case-id'));
    const labels = [...byTestId('new-case-form').querySelectorAll('fieldset label')].map((l) => l.textContent?.trim());
    expect(labels).toEqual([
      'Office hours: workdays 08:00–18:00',
      'Around the clock: every day, all day',
      'Office hours and a nightly batch: workdays 08:00–18:00 and 01:00–05:00',
    ]);
    type('new-case-id', 'fleet 2027');
    type('new-case-name', 'Fleet 2027');
    type('new-case-gpus', '16');
    byTestId('new-case-template-around-the-clock').click();
    flushSync();
    answer = (r) => {
      if (r.command !== 'case_new') return undefined;
      // As crates/app words an id with a space (gpucase case new "fleet 2027" says the same).
      const error: ErrorPayload = { code: 'invalid_case', message: 'id: expected 1 to 64 letters, digits, \'-\', \'_\' or \'.\', found "fleet 2027"', path: null };
      throw error;
    };
    (byTestId('new-case-form') as HTMLFormElement).requestSubmit();
    await settle(5);
    expect(requests).toEqual([
      { command: 'case_new', id: 'fleet 2027', name: 'Fleet 2027', currency: 'EUR', horizon_years: 5, template: 'around-the-clock', gpus: 16, language: 'en' },
    ]);
    expect(session.notice).toEqual({ kind: 'error', text: 'id: expected 1 to 64 letters, digits, \'-\', \'_\' or \'.\', found "fleet 2027"' });
    expect(byTestId('new-case-form')).toBeTruthy();
  });

  it('shows a refused restore as an error and keeps the list', async () => {
    answer = (r) => {
      if (r.command !== 'library_restore') return undefined;
      const error: ErrorPayload = { code: 'not_a_store', message: '/tmp/notes.txt: not a gpucase case store: file is not a database; the current store is unchanged', path: null };
      throw error;
    };
    opened = '/tmp/notes.txt';
    byTestId('restore').click();
    await settle(5);
    byTestId('restore-go').click();
    await settle(5);
    expect(session.notice).toEqual({ kind: 'error', text: '/tmp/notes.txt: not a gpucase case store: file is not a database; the current store is unchanged' });
    expect(byTestId('library-cases').querySelectorAll('li')).toHaveLength(2);
  });
});

describe('the team library', () => {
  const team: LibraryLocation = { kind: 'team', url: 'postgres://ana@db.example.com:5432/gpucase?sslmode=verify-full', role: 'gpucase_editor' };

  function version(v: number, extra: Partial<VersionEntry> = {}): VersionEntry {
    return { version: v, saved_at: '2026-12-01T09:00:00Z', saved_by: 'ana', sha256: '', copied_from: null, role: 'gpucase_editor', approved: null, ...extra };
  }

  it('connects with the URL and password typed, shows the team library and lists its cases', async () => {
    const teamCases: CaseListEntry[] = [{ ...batch, id: 'fleet', name: 'Team fleet' }];
    answer = (r) => {
      if (r.command !== 'library_connect') return undefined;
      cases = teamCases;
      return { location: team, password_not_kept: 'no OS keyring is running (org.freedesktop.secrets)' } satisfies Outputs['library_connect'];
    };
    const toggle = byTestId('team-connect') as HTMLButtonElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.click();
    await settle();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The form opens with the focus in its first field; every field has its label.
    expect(document.activeElement).toBe(byTestId('team-url'));
    expect(document.querySelector('label[for="team-url"]')?.textContent).toBe('Server URL');
    expect(byTestId('team-url').getAttribute('aria-describedby')).toBe('team-url-hint');
    expect(document.getElementById('team-url-hint')?.textContent).toContain('?sslmode=verify-full');
    expect((byTestId('team-password') as HTMLInputElement).type).toBe('password');
    expect(document.querySelector('label[for="team-password"]')?.textContent).toBe('Password');

    type('team-url', team.url);
    type('team-password', 's3cret');
    byTestId('team-connect-form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await settle(5);
    expect(requests[0]).toEqual({ command: 'library_connect', url: team.url, password: 's3cret', local_catalog: false });
    // The list is the team library's now.
    expect(requests[1]).toEqual({ command: 'library_search', query: '' });
    expect(byTestId('library-location').textContent?.trim()).toBe(
      'Team library: postgres://ana@db.example.com:5432/gpucase?sslmode=verify-full (role gpucase_editor)',
    );
    expect(byTestId('library-cases').textContent).toContain('Team fleet');
    // The form closed, the focus is back on its button, and the password is nowhere.
    expect(document.querySelector('[data-testid="team-connect-form"]')).toBeNull();
    expect(document.activeElement).toBe(byTestId('team-connect'));
    expect(byTestId('password-not-kept').textContent).toContain('The OS keyring could not keep the password');
    expect(byTestId('password-not-kept').textContent).toContain('no OS keyring is running');
    expect(document.body.innerHTML).not.toContain('s3cret');
    // On the team library, the switch goes back to the local one, and rows copy there.
    expect(byTestId('library-use-local').textContent).toBe('Use local library');
    expect(byTestId('copy-fleet').textContent?.trim()).toBe('Copy to local library');
  });

  it('shows a refused connection in the form, never the password, and Escape closes it', async () => {
    answer = (r) => {
      if (r.command !== 'library_connect') return undefined;
      // A server's text that quoted what it was sent: the password must not show.
      const error: ErrorPayload = { code: 'store', message: 'cannot connect to the team library postgres://ana@db:5432/gpucase: password authentication failed (hunter2)', path: null };
      throw error;
    };
    byTestId('team-connect').click();
    await settle();
    type('team-url', 'postgres://ana@db:5432/gpucase');
    type('team-password', 'hunter2');
    byTestId('team-connect-go').click();
    await settle(5);
    const problem = byTestId('team-connect-problem');
    expect(problem.getAttribute('role')).toBe('alert');
    expect(problem.textContent).toBe('cannot connect to the team library postgres://ana@db:5432/gpucase: password authentication failed (…)');
    expect(document.body.innerHTML).not.toContain('hunter2');
    expect((byTestId('team-password') as HTMLInputElement).value).toBe('');
    // The focus stays in the form, on the emptied password, so that Escape still closes it.
    expect(document.activeElement).toBe(byTestId('team-password'));
    expect(byTestId('library-location').textContent?.trim()).toBe('Local library: /home/ana/.local/share/gpucase/cases.sqlite');

    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    flushSync();
    expect(document.querySelector('[data-testid="team-connect-form"]')).toBeNull();
    expect(document.activeElement).toBe(byTestId('team-connect'));
  });

  it('switches between the local and the team library, and copies a case into the other one', async () => {
    location = team;
    await library.where();
    flushSync();
    // A team library is backed up by its server (pg_dump): no backup or restore here.
    expect(document.querySelector('[data-testid="backup"]')).toBeNull();
    expect(document.querySelector('[data-testid="restore"]')).toBeNull();
    answer = (r) => {
      if (r.command === 'library_use_local') return { kind: 'local', path: '/data/cases.sqlite' } satisfies Outputs['library_use_local'];
      if (r.command === 'library_use_team') return team;
      if (r.command === 'case_copy') return { case_id: r.id, version: 2, created: true, name: 'Chat assistant' } satisfies Outputs['case_copy'];
      return undefined;
    };
    byTestId('library-use-local').click();
    await settle(5);
    expect(byTestId('library-location').textContent?.trim()).toBe('Local library: /data/cases.sqlite');
    expect(byTestId('backup')).toBeTruthy();
    expect(byTestId('copy-chat').textContent?.trim()).toBe('Copy to team library');
    byTestId('copy-chat').click();
    await settle(5);
    expect(byTestId('copied').textContent).toContain('“Chat assistant” was copied with every version to the team library.');
    byTestId('library-use-team').click();
    await settle(5);
    expect(requests.map((r) => r.command)).toEqual(['library_where', 'library_use_local', 'library_search', 'case_copy', 'library_use_team', 'library_search']);
    expect(requests.find((r) => r.command === 'case_copy')).toEqual({ command: 'case_copy', id: 'chat' });
    expect(byTestId('library-location').textContent).toContain('Team library: ');
  });

  it('offers no copy while no team library is connected', () => {
    expect(document.querySelector('[data-testid="copy-chat"]')).toBeNull();
    expect(document.querySelector('[data-testid="library-use-team"]')).toBeNull();
  });

  it("shows each version's role and approval, and approves a version", async () => {
    let versions = [version(1, { approved: { version: 1, approved_by: 'gpucase_approver', approved_at: '2026-12-01T10:30:00Z' } }), version(2)];
    answer = (r) => {
      if (r.command === 'case_history') return versions;
      if (r.command === 'case_approve') {
        const approved = { version: r.version, approved_by: 'bea', approved_at: '2026-12-02T08:00:00Z' };
        versions = [versions[0] as VersionEntry, version(2, { approved })];
        return approved satisfies Outputs['case_approve'];
      }
      return undefined;
    };
    byTestId('history-chat').click();
    await settle(5);
    const headers = [...byTestId('library-history').querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toContain('Role');
    expect(headers).toContain('Approval');
    expect(byTestId('history-v1').textContent).toContain('gpucase_editor');
    expect(byTestId('approved-v1').textContent).toBe('Approved by gpucase_approver at 1 Dec 2026, 10:30 UTC');
    expect(document.querySelector('[data-testid="approve-v1"]')).toBeNull();
    expect(byTestId('approve-v2').getAttribute('aria-label')).toBe('Approve version 2');
    byTestId('approve-v2').click();
    await settle(5);
    expect(requests.slice(1)).toEqual([
      { command: 'case_approve', id: 'chat', version: 2 },
      { command: 'case_history', id: 'chat' },
    ]);
    expect(byTestId('approved-v2').textContent).toBe('Approved by bea at 2 Dec 2026, 08:00 UTC');
  });

  it("shows the server's refusal of an approval beside the version", async () => {
    answer = (r) => {
      if (r.command === 'case_history') return [version(1)];
      if (r.command === 'case_approve') {
        const error: ErrorPayload = { code: 'denied', message: 'the team library refused this for role "gpucase_editor": permission denied for table approvals', path: null };
        throw error;
      }
      return undefined;
    };
    byTestId('history-chat').click();
    await settle(5);
    byTestId('approve-v1').click();
    await settle(5);
    const problem = byTestId('approve-problem-v1');
    expect(problem.getAttribute('role')).toBe('alert');
    expect(problem.textContent).toBe('the team library refused this for role "gpucase_editor": permission denied for table approvals');
    expect(byTestId('approve-v1')).toBeTruthy();
  });

  it('shows no role column for a local library', async () => {
    answer = (r) => (r.command === 'case_history' ? [version(1, { role: '' })] : undefined);
    byTestId('history-chat').click();
    await settle(5);
    const headers = [...byTestId('library-history').querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).not.toContain('Role');
  });
});
