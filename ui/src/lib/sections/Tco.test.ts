// The TCO screen's workbook export against mocked IPC and dialogs: what it sends and what it
// says. The case is the example's view as the Rust handler returns it
// (fixtures/example-view.json); the answers have the shapes of the generated bindings, as
// crates/app/tests/ipc.rs checks the handler gives them.
import { clearMocks, mockIPC, mockWindows } from '@tauri-apps/api/mocks';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CaseView, ErrorPayload, Outputs, Request } from '../bindings/ipc';
import type { Command } from '../ipc';
import example from '../fixtures/example-view.json';
import { setLanguage } from '../i18n';
import { session } from '../session.svelte';
import Tco from './Tco.svelte';

const view = example as unknown as CaseView;
let requests: Request[] = [];
let saved: string | null = null;
let answer: (request: Request) => Outputs[Command] = () => {
  throw new Error('no answer set');
};
let screen: ReturnType<typeof mount> | undefined;

async function settle(ms = 0): Promise<void> {
  await new Promise((r) => setTimeout(r, ms));
  flushSync();
}

function button(): HTMLButtonElement {
  const el = document.querySelector<HTMLButtonElement>('[data-testid="export-xlsx"]');
  if (!el) throw new Error('no export button');
  return el;
}

beforeEach(() => {
  requests = [];
  saved = null;
  setLanguage('en');
  mockWindows('main');
  mockIPC((cmd, args) => {
    if (cmd === 'plugin:dialog|save') return saved;
    if (cmd !== 'ipc') throw new Error(`unexpected command ${cmd}`);
    const request = (args as { request: Request }).request;
    requests.push(request);
    return answer(request);
  });
  session.notice = null;
  screen = mount(Tco, { target: document.body, props: { draft: structuredClone(view.case) } });
  flushSync();
});

afterEach(() => {
  if (screen) unmount(screen);
  clearMocks();
  document.body.innerHTML = '';
});

describe('exporting the workbook', () => {
  it('writes the XLSX of the draft where the analyst chose and says where', async () => {
    answer = (r) => {
      if (r.command !== 'workbook_write') throw new Error(r.command);
      return { path: r.path, bytes: 66_354, options: 8, language: 'en' } satisfies Outputs['workbook_write'];
    };
    expect(button().textContent).toBe('Export to Excel (XLSX)…');
    saved = '/out/enterprise-assistant.xlsx';
    button().click();
    await settle(10);
    expect(requests).toEqual([
      {
        command: 'workbook_write',
        case: view.case,
        path: '/out/enterprise-assistant.xlsx',
        language: view.case.language ?? 'en',
      },
    ]);
    expect(session.notice).toEqual({ kind: 'written', path: '/out/enterprise-assistant.xlsx' });
  });

  it('sends nothing when the dialog is cancelled, and shows a refusal as an error', async () => {
    button().click();
    await settle(5);
    expect(requests).toEqual([]);

    answer = () => {
      const error: ErrorPayload = { code: 'io', message: '/out/locked.xlsx: permission denied', path: null };
      throw error;
    };
    saved = '/out/locked.xlsx';
    button().click();
    await settle(5);
    expect(session.notice).toEqual({ kind: 'error', text: '/out/locked.xlsx: permission denied' });
    expect(button().disabled).toBe(false);
  });
});
