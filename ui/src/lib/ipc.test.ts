// The IPC layer: requests go through the one `ipc` command; structured errors keep their
// code and path, anything else becomes an `internal` error instead of a string to parse.
import { clearMocks, mockIPC } from '@tauri-apps/api/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { IpcError, call, listCases, requestView } from './ipc';
import { setLanguage } from './language.svelte';

afterEach(() => clearMocks());

describe('ipc', () => {
  it('sends the request to the ipc command and returns the typed answer', async () => {
    const seen: unknown[] = [];
    mockIPC((cmd, args) => {
      seen.push([cmd, args]);
      return { kind: 'cases', value: [{ id: 'a', name: 'A', current_version: 2, updated_at: '2026-11-29T10:00:00Z' }] };
    });
    setLanguage('en');
    const cases = await listCases();
    expect(seen).toEqual([['ipc', { request: { command: 'library_list' }, language: 'en' }]]);
    expect(cases[0]?.current_version).toBe(2);
  });

  it('sends the language the UI speaks now, for the error messages', async () => {
    const languages: unknown[] = [];
    mockIPC((_cmd, args) => {
      languages.push((args as { language: unknown }).language);
      return { kind: 'cases', value: [] };
    });
    setLanguage('de');
    await listCases();
    setLanguage('fr');
    await listCases();
    setLanguage('en');
    expect(languages).toEqual(['de', 'fr']);
  });

  it('keeps a structured error whole', async () => {
    mockIPC(() => {
      throw { code: 'invalid_case', message: 'own[0].pue: must be 1.0 or more', path: 'own[0].pue' };
    });
    const error = await call({ command: 'case_blank' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IpcError);
    expect((error as IpcError).payload).toEqual({ code: 'invalid_case', message: 'own[0].pue: must be 1.0 or more', path: 'own[0].pue' });
  });

  it('turns anything else into an internal error', async () => {
    mockIPC(() => {
      throw 'command ipc not allowed by ACL';
    });
    const error = await call({ command: 'case_blank' }).catch((e: unknown) => e);
    expect((error as IpcError).payload.code).toBe('internal');
    expect((error as IpcError).message).toContain('not allowed');
  });

  it('refuses an answer of the wrong kind', async () => {
    mockIPC(() => ({ kind: 'cases', value: [] }));
    const error = await requestView({ command: 'case_example' }).catch((e: unknown) => e);
    expect((error as IpcError).payload).toEqual({ code: 'internal', message: 'unexpected response cases', path: null });
  });
});
