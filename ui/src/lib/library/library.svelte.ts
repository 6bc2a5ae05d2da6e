// The state of the case library screen: the search, tags, the deleted case that can still
// be brought back, one case's history, the sides picked for a comparison and its result,
// and a restore waiting for confirmation. Every change goes through the IPC commands; the
// list is asked again after each, so what is shown is what the store holds.
import type { CaseListEntry, CaseSource, Compared, DeletedEntry, ErrorPayload, RestoreOutcome, VersionEntry } from '../bindings/ipc';
import { IpcError, call } from '../ipc';
import { session } from '../session.svelte';

/** One side picked for a comparison: a case, at a version or the latest (`null`). */
export interface Pick {
  id: string;
  name: string;
  version: number | null;
}

function message(e: unknown): string {
  if (e instanceof IpcError) return e.payload.message;
  const p = e as Partial<ErrorPayload>;
  return typeof p?.message === 'string' ? p.message : String(e);
}

export class LibraryState {
  query = $state('');
  deleted = $state<DeletedEntry | null>(null);
  history = $state<{ id: string; name: string; versions: VersionEntry[] } | null>(null);
  picks = $state<Pick[]>([]);
  compared = $state<Compared | null>(null);
  pendingRestore = $state<string | null>(null);
  restored = $state<RestoreOutcome | null>(null);
  backedUp = $state<string | null>(null);

  #fail(e: unknown): void {
    session.notice = { kind: 'error', text: message(e) };
  }

  /**
   * The tags of the cases listed, alphabetically, each once whatever its letter case (as
   * the store keeps them): with a tag picked as the search, those of the cases that have it.
   */
  get tags(): string[] {
    const all = session.cases.flatMap((c) => c.tags);
    const once = all.filter((tag, i) => all.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === i);
    return once.sort((a, b) => a.localeCompare(b));
  }

  /** Asks the store for the cases that match the search. */
  async refresh(): Promise<void> {
    try {
      const found = await call({ command: 'library_search', query: this.query });
      if (found.kind === 'cases') session.cases = found.value;
    } catch (e) {
      this.#fail(e);
    }
  }

  async search(query: string): Promise<void> {
    this.query = query;
    await this.refresh();
  }

  async addTag(c: CaseListEntry, tag: string): Promise<void> {
    if (tag.trim() === '') return;
    try {
      await call({ command: 'case_tag_add', id: c.id, tag });
      await this.refresh();
    } catch (e) {
      this.#fail(e);
    }
  }

  async removeTag(c: CaseListEntry, tag: string): Promise<void> {
    try {
      await call({ command: 'case_tag_remove', id: c.id, tag });
      await this.refresh();
    } catch (e) {
      this.#fail(e);
    }
  }

  /** Copies a case under `name` (the UI's "NAME (copy)" in its language). */
  async duplicate(c: CaseListEntry, name: string): Promise<void> {
    try {
      await call({ command: 'case_duplicate', id: c.id, version: null, name });
      await this.refresh();
    } catch (e) {
      this.#fail(e);
    }
  }

  async remove(c: CaseListEntry): Promise<void> {
    try {
      const r = await call({ command: 'case_delete', id: c.id });
      if (r.kind === 'deleted') this.deleted = r.value;
      this.picks = this.picks.filter((p) => p.id !== c.id);
      if (this.history?.id === c.id) this.history = null;
      await this.refresh();
    } catch (e) {
      this.#fail(e);
    }
  }

  async undo(): Promise<void> {
    const gone = this.deleted;
    if (!gone) return;
    try {
      await call({ command: 'case_undo_delete', id: gone.id });
      this.deleted = null;
      await this.refresh();
    } catch (e) {
      this.#fail(e);
    }
  }

  async showHistory(c: CaseListEntry): Promise<void> {
    try {
      const r = await call({ command: 'case_history', id: c.id });
      if (r.kind === 'history') this.history = { id: c.id, name: c.name, versions: r.value };
    } catch (e) {
      this.#fail(e);
    }
  }

  isPicked(id: string, version: number | null): boolean {
    return this.picks.some((p) => p.id === id && p.version === version);
  }

  /** Picks or unpicks a side; a third pick replaces the older of two. */
  togglePick(pick: Pick): void {
    if (this.isPicked(pick.id, pick.version)) {
      this.picks = this.picks.filter((p) => !(p.id === pick.id && p.version === pick.version));
    } else {
      this.picks = [...this.picks, pick].slice(-2);
    }
  }

  async compare(): Promise<void> {
    const [a, b] = this.picks;
    if (!a || !b) return;
    const side = (p: Pick): CaseSource => ({ from: 'stored', id: p.id, version: p.version });
    try {
      const r = await call({ command: 'case_diff', old: side(a), new: side(b) });
      if (r.kind === 'diff') this.compared = r.value;
    } catch (e) {
      this.#fail(e);
    }
  }

  async backup(path: string): Promise<void> {
    try {
      const r = await call({ command: 'library_backup', path });
      if (r.kind === 'written') this.backedUp = r.value;
    } catch (e) {
      this.#fail(e);
    }
  }

  async confirmRestore(): Promise<void> {
    const path = this.pendingRestore;
    if (!path) return;
    this.pendingRestore = null;
    try {
      const r = await call({ command: 'library_restore', path });
      if (r.kind === 'restored') this.restored = r.value;
      this.deleted = null;
      this.history = null;
      this.picks = [];
      this.compared = null;
      await this.refresh();
    } catch (e) {
      this.#fail(e);
    }
  }
}

export const library = new LibraryState();
