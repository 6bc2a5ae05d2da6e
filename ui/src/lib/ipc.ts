// The one channel to Rust: every request goes through the `ipc` command and comes back as a
// typed response or a structured error. Types are generated (bindings/ipc.ts). Each request
// carries the UI's current language, in which Rust writes an error's message (its code and
// path do not depend on it).
import { invoke } from '@tauri-apps/api/core';
import { listen } from '@tauri-apps/api/event';
import type { CaseView, ErrorPayload, Progress, Request, Response, Task } from './bindings/ipc';
import { ui } from './language.svelte';

export class IpcError extends Error {
  readonly payload: ErrorPayload;
  constructor(payload: ErrorPayload) {
    super(payload.message);
    this.payload = payload;
  }
}

function isPayload(e: unknown): e is ErrorPayload {
  return typeof e === 'object' && e !== null && 'code' in e && 'message' in e;
}

export async function call(request: Request): Promise<Response> {
  try {
    return await invoke<Response>('ipc', { request, language: ui.language });
  } catch (e) {
    if (isPayload(e)) throw new IpcError(e);
    throw new IpcError({ code: 'internal', message: String(e), path: null });
  }
}

function unexpected(r: Response): IpcError {
  return new IpcError({ code: 'internal', message: `unexpected response ${r.kind}`, path: null });
}

export async function requestView(request: Request): Promise<CaseView> {
  const r = await call(request);
  if (r.kind !== 'view') throw unexpected(r);
  return r.value;
}

export async function listCases() {
  const r = await call({ command: 'library_list' });
  if (r.kind !== 'cases') throw unexpected(r);
  return r.value;
}

export async function history(id: string) {
  const r = await call({ command: 'case_history', id });
  if (r.kind !== 'history') throw unexpected(r);
  return r.value;
}

/** Calls `handler` with each step of `task` until the returned function is called. */
export async function onProgress(task: Task, handler: (p: Progress) => void): Promise<() => void> {
  return listen<Progress>('progress', (event) => {
    if (event.payload.task === task) handler(event.payload);
  });
}

/** Asks a running task to stop; resolves to whether it was running. */
export async function cancel(task: Task): Promise<boolean> {
  const r = await call({ command: 'cancel', task });
  if (r.kind !== 'cancelled') throw unexpected(r);
  return r.value;
}
