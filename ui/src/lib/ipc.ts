// The one channel to Rust: every request goes through the `ipc` command and comes back as a
// command's typed answer or a structured error. Types are generated (bindings/ipc.ts). Each request
// carries the UI's current language, in which Rust writes an error's message (its code and
// path do not depend on it).
import { invoke } from '@tauri-apps/api/core';
import { listen } from '@tauri-apps/api/event';
import type { CaseView, ErrorPayload, Outputs, Progress, Request, Task } from './bindings/ipc';
import { ui } from './language.svelte';

/** A command's name, as the UI sends it. */
export type Command = Request['command'];

/** The request of command `C`. */
export type RequestOf<C extends Command> = Extract<Request, { command: C }>;

/** The commands that answer an open case's view. */
export type ViewCommand = { [C in Command]: Outputs[C] extends CaseView ? C : never }[Command];

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

/** Sends one request; resolves to what its command answers (`Outputs`, generated from the
 *  Rust types), rejects with an `IpcError`. */
export async function call<C extends Command>(request: RequestOf<C> & { command: C }): Promise<Outputs[C]> {
  try {
    return await invoke<Outputs[C]>('ipc', { request, language: ui.language });
  } catch (e) {
    if (isPayload(e)) throw new IpcError(e);
    throw new IpcError({ code: 'internal', message: String(e), path: null });
  }
}

/** Calls `handler` with each step of `task` until the returned function is called. */
export async function onProgress(task: Task, handler: (p: Progress) => void): Promise<() => void> {
  return listen<Progress>('progress', (event) => {
    if (event.payload.task === task) handler(event.payload);
  });
}

/** Asks a running task to stop; resolves to whether it was running. */
export async function cancel(task: Task): Promise<boolean> {
  return call({ command: 'cancel', task });
}
