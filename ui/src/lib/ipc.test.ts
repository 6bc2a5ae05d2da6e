// The IPC layer: requests go through the one `ipc` command and resolve to what the command
// answers, untouched; structured errors keep their code and path, anything else becomes an
// `internal` error instead of a string to parse.
import { clearMocks, mockIPC } from '@tauri-apps/api/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import type { Outputs } from './bindings/ipc';
import { IpcError, call, cancel } from './ipc';
import { setLanguage } from './language.svelte';

afterEach(() => clearMocks());

describe('ipc', () => {
  it('sends the request to the ipc command and resolves to what it answers', async () => {
    const seen: unknown[] = [];
    mockIPC((cmd, args) => {
      seen.push([cmd, args]);
      return [{ id: 'a', name: 'A', current_version: 2, updated_at: '2026-11-29T10:00:00Z', tags: ['gpu'] }] satisfies Outputs['library_list'];
    });
    setLanguage('en');
    const cases = await call({ command: 'library_list' });
    expect(seen).toEqual([['ipc', { request: { command: 'library_list' }, language: 'en' }]]);
    expect(cases).toEqual([{ id: 'a', name: 'A', current_version: 2, updated_at: '2026-11-29T10:00:00Z', tags: ['gpu'] }]);
  });

  it('sends every field of the request as it is', async () => {
    const seen: unknown[] = [];
    mockIPC((_cmd, args) => {
      seen.push((args as { request: unknown }).request);
      return [];
    });
    setLanguage('en');
    await call({ command: 'library_search', query: 'h100 training' });
    await call({ command: 'case_history', id: 'case-7' });
    expect(seen).toEqual([
      { command: 'library_search', query: 'h100 training' },
      { command: 'case_history', id: 'case-7' },
    ]);
  });

  it('sends the language the UI speaks now, for the error messages', async () => {
    const languages: unknown[] = [];
    mockIPC((_cmd, args) => {
      languages.push((args as { language: unknown }).language);
      return [];
    });
    setLanguage('de');
    await call({ command: 'library_list' });
    setLanguage('fr');
    await call({ command: 'library_list' });
    setLanguage('en');
    expect(languages).toEqual(['de', 'fr']);
  });

  it('passes an answer that is no object through unchanged', async () => {
    const answers: unknown[] = ['case-7', null, false];
    mockIPC(() => answers.shift());
    expect(await call({ command: 'case_undo_delete', id: 'case-7' })).toBe('case-7');
    expect(await call({ command: 'case_startup' })).toBeNull();
    expect(await call({ command: 'cancel', task: 'offers_refresh' })).toBe(false);
  });

  it('cancel asks for the task and resolves to whether it was running', async () => {
    const seen: unknown[] = [];
    mockIPC((_cmd, args) => {
      seen.push((args as { request: unknown }).request);
      return true satisfies Outputs['cancel'];
    });
    expect(await cancel('metrics_import')).toBe(true);
    expect(seen).toEqual([{ command: 'cancel', task: 'metrics_import' }]);
  });

  it('keeps a structured error whole', async () => {
    mockIPC(() => {
      throw { code: 'invalid_case', message: 'own[0].pue: must be 1.0 or more', path: 'own[0].pue' };
    });
    const error = await call({ command: 'case_blank' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IpcError);
    expect((error as IpcError).payload).toEqual({ code: 'invalid_case', message: 'own[0].pue: must be 1.0 or more', path: 'own[0].pue' });
    expect((error as IpcError).message).toBe('own[0].pue: must be 1.0 or more');
  });

  it('turns anything else into an internal error', async () => {
    mockIPC(() => {
      throw 'command ipc not allowed by ACL';
    });
    const error = await call({ command: 'case_blank' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IpcError);
    expect((error as IpcError).payload).toEqual({ code: 'internal', message: 'command ipc not allowed by ACL', path: null });
  });
});
