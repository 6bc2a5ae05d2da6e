// The Decision view against the example with its chat window marked "must answer without
// delay", as the Rust handler returns it (fixtures/decision-view.json, written by
// crates/app/tests/bindings.rs): the recommendation, the options excluded with their
// reasons, and the requirement toggles editing the draft.
import { clearMocks, mockIPC, mockWindows } from '@tauri-apps/api/mocks';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Case, CaseView, Outputs, Request } from '../bindings/ipc';
import decision from '../fixtures/decision-view.json';
import example from '../fixtures/example-view.json';
import { setLanguage } from '../i18n';
import { session } from '../session.svelte';
import Decision from './Decision.svelte';

let requests: Request[] = [];
let screen: ReturnType<typeof mount> | undefined;
let draft: Case;

function show(v: CaseView): void {
  session.view = v;
  draft = structuredClone(v.case);
  session.draft = draft;
  screen = mount(Decision, { target: document.body, props: { draft } });
  flushSync();
}

const byTestId = (id: string): HTMLElement | null => document.querySelector(`[data-testid="${id}"]`);

beforeEach(() => {
  requests = [];
  setLanguage('en');
  mockWindows('main');
  mockIPC((cmd, args) => {
    if (cmd !== 'ipc') throw new Error(`unexpected command ${cmd}`);
    const request = (args as { request: Request }).request;
    requests.push(request);
    return decision as unknown as Outputs['checklist_resolve'];
  });
});

afterEach(() => {
  if (screen) unmount(screen);
  clearMocks();
  document.body.innerHTML = '';
  session.view = null;
  session.draft = null;
});

describe('the Decision view', () => {
  it('says when a case states no requirements', () => {
    show(example as unknown as CaseView);
    expect(byTestId('decision-none-stated')?.textContent).toContain('No requirements are stated');
    expect(document.querySelectorAll('[data-testid^="excluded-"]')).toHaveLength(0);
  });

  it('lists the options a must-answer window excludes, with the reason, and recommends one that holds capacity', () => {
    show(decision as unknown as CaseView);
    expect(byTestId('decision-stated')?.textContent).toBe('Requirements: “Chat and RAG assistant” answers without delay.');
    const stopped = byTestId('excluded-aws-p5e/on_demand_stopped');
    expect(stopped?.textContent).toContain(
      'stopped between busy hours and started again before “Chat and RAG assistant”, which must answer without delay',
    );
    expect(byTestId('excluded-aws-p5e/spot_batch')).not.toBeNull();
    expect(byTestId('excluded-hybrid')?.textContent).toContain('holds 0 GPUs every hour');
    // Grouped by reason as the memo's page 1 (the fixture's CaseText.exclusion_groups): the
    // restart group holds both stopped options, each excluded option listed once.
    const groups = [...document.querySelectorAll('[data-testid="exclusion-group"]')].map((g) => g.textContent);
    expect(groups[0]).toBe(
      'Stopped when idle and started again before “Chat and RAG assistant”, which must answer without delay: 2 options',
    );
    expect(groups).toHaveLength(2);
    expect(document.querySelectorAll('[data-testid^="excluded-"]')).toHaveLength(3);
    expect(byTestId('eligible-own-hgx-h200')?.classList.contains('recommended')).toBe(true);
    expect(byTestId('decision-recommended')?.textContent).toContain('Recommended: HGX H200');
    // The example's option is typed by hand: its price has no offer to date it.
    expect(byTestId('eligible-aws-p5e/on_demand_always')?.textContent).toContain('typed by hand');
  });

  it('marks a window as must-answer in the draft', () => {
    show(example as unknown as CaseView);
    (byTestId('must-answer-Nightly batch') as HTMLInputElement).click();
    flushSync();
    expect(draft.requirements?.must_answer).toEqual(['Nightly batch']);
    (byTestId('decision-concern-gdpr_data') as HTMLInputElement).click();
    expect(draft.checklist?.concerns).toEqual(['gdpr_data']);
  });

  it('states a replica, its NVLink domain and its memory, and an empty count removes it', () => {
    show(example as unknown as CaseView);
    const type = (id: string, value: string): void => {
      const input = byTestId(id) as HTMLInputElement;
      input.value = value;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      flushSync();
    };
    // Memory and domain wait for a GPU count: nothing is kept without one.
    expect((byTestId('replica-memory') as HTMLInputElement).disabled).toBe(true);
    type('replica-gpus', '2');
    expect(draft.requirements?.replica).toEqual({ gpus: 2, one_nvlink_domain: false });
    // (The test's draft is a plain object, so the box stays as first drawn: set it directly.)
    const domain = byTestId('replica-one-domain') as HTMLInputElement;
    domain.checked = true;
    domain.dispatchEvent(new Event('change', { bubbles: true }));
    flushSync();
    type('replica-memory', '200');
    expect(draft.requirements?.replica).toEqual({ gpus: 2, one_nvlink_domain: true, memory_gb: '200' });
    type('replica-memory', '');
    expect(draft.requirements?.replica).toEqual({ gpus: 2, one_nvlink_domain: true });
    type('replica-gpus', '');
    expect(draft.requirements?.replica).toBeUndefined();
  });

  it('asks for spares (N+1) and an empty or 0 count removes the requirement', () => {
    show(example as unknown as CaseView);
    const type = (value: string): void => {
      const input = byTestId('spares') as HTMLInputElement;
      input.value = value;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      flushSync();
    };
    type('1');
    expect(draft.requirements?.spares).toBe(1);
    type('2');
    expect(draft.requirements?.spares).toBe(2);
    type('0');
    expect(draft.requirements?.spares).toBeUndefined();
    type('1');
    type('');
    expect(draft.requirements?.spares).toBeUndefined();
  });
});
