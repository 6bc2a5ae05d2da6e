// A colleague's scenario file, dropped on the window or picked in a dialog: what it is
// (before anything is stored), a comparison with the local version, and the import. Opening
// never stores: the file is stored only when the analyst clicks Import, as a new case or as
// the next version of the case with its id, never over one.
import type { Compared, ErrorPayload, ScenarioImport, ScenarioPreview } from '../bindings/ipc';
import { call, IpcError } from '../ipc';
import { session } from '../session.svelte';

function payload(e: unknown): ErrorPayload {
  if (e instanceof IpcError) return e.payload;
  return { code: 'internal', message: String(e), path: null };
}

export class DroppedFile {
  /** What the open file is; `null`: no file is open. */
  preview = $state<ScenarioPreview | null>(null);
  /** The local latest version against the file, when asked. */
  compared = $state<Compared | null>(null);
  /** What the import wrote. */
  imported = $state<ScenarioImport | null>(null);
  busy = $state(false);

  /** Opens the file at `path`; a file that cannot be read or whose signature does not
   *  match is refused with the reason, and the panel stays closed. */
  async open(path: string): Promise<void> {
    this.busy = true;
    try {
      this.preview = await call({ command: 'scenario_open', path, trust: [] });
      this.compared = null;
      this.imported = null;
      session.notice = null;
    } catch (e) {
      this.close();
      session.notice = { kind: 'error', text: payload(e).message };
    } finally {
      this.busy = false;
    }
  }

  /** Compares the local latest version (old) with the file's case (new), storing nothing;
   *  the file's signature is checked again, so a file changed since it opened is refused. */
  async compare(): Promise<void> {
    const p = this.preview;
    if (!p || p.target.into !== 'new_version') return;
    try {
      this.compared = await call({
        command: 'case_diff',
        old: { from: 'stored', id: p.id, version: p.target.local_version },
        new: { from: 'scenario', path: p.path },
      });
    } catch (e) {
      session.notice = { kind: 'error', text: payload(e).message };
    }
  }

  /** Imports the file: a new case or the next version; the library lists it at once. */
  async import(): Promise<void> {
    const p = this.preview;
    if (!p) return;
    this.busy = true;
    try {
      this.imported = await call({ command: 'scenario_import', path: p.path, trust: [] });
      this.compared = null;
      await session.refreshLibrary();
    } catch (e) {
      session.notice = { kind: 'error', text: payload(e).message };
    } finally {
      this.busy = false;
    }
  }

  close(): void {
    this.preview = null;
    this.compared = null;
    this.imported = null;
  }
}

export const dropped = new DroppedFile();
