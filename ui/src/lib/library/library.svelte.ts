// The state of the case library screen: the search, tags, the deleted case that can still
// be brought back, one case's history, the sides picked for a comparison and its result,
// and a restore waiting for confirmation. Every change goes through the IPC commands; the
// list is asked again after each, so what is shown is what the store holds. Which library
// is open (the local file or a team library on a server), connecting to a team library,
// switching between the two and copying a case from one into the other.
import type { CaseListEntry, CaseSource, Compared, DeletedEntry, ErrorPayload, LibraryLocation, RestoreOutcome, VersionEntry } from '../bindings/ipc';
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
  /** Which library is open; `null` until the host said. */
  location = $state<LibraryLocation | null>(null);
  /** Whether a team library was connected in this session, so that the switch offers it. */
  teamConnected = $state(false);
  /** Why the OS keyring could not keep the team library's password (a notice, not a failure). */
  passwordNotKept = $state<string | null>(null);
  /** The case last copied into the other library, and which one that is. */
  copied = $state<{ name: string; to: 'local' | 'team' } | null>(null);

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
      session.cases = await call({ command: 'library_search', query: this.query });
    } catch (e) {
      this.#fail(e);
    }
  }

  /** Asks the host which library is open. */
  async where(): Promise<void> {
    try {
      this.#at(await call({ command: 'library_where' }));
    } catch (e) {
      this.#fail(e);
    }
  }

  #at(location: LibraryLocation): void {
    this.location = location;
    if (location.kind === 'team') this.teamConnected = true;
  }

  /** Another library is open: what was shown of the one before no longer applies. */
  async #switched(location: LibraryLocation): Promise<void> {
    this.#at(location);
    this.deleted = null;
    this.history = null;
    this.picks = [];
    this.compared = null;
    this.copied = null;
    await this.refresh();
  }

  /**
   * Connects to the team library at `url` and works on it from then on. Resolves to the
   * host's message (in the UI's language) when it could not, for the form to show; `null`
   * when connected.
   */
  async connect(url: string, password: string, localCatalog: boolean): Promise<string | null> {
    try {
      const r = await call({ command: 'library_connect', url, password, local_catalog: localCatalog });
      this.passwordNotKept = r.password_not_kept;
      await this.#switched(r.location);
      return null;
    } catch (e) {
      // The host's messages name the URL, never the password; should a server's own text
      // ever quote what it was sent, the password is not shown.
      const text = message(e);
      return password === '' ? text : text.split(password).join('…');
    }
  }

  async useLocal(): Promise<void> {
    await this.#use({ command: 'library_use_local' });
  }

  async useTeam(): Promise<void> {
    await this.#use({ command: 'library_use_team' });
  }

  async #use(request: { command: 'library_use_local' } | { command: 'library_use_team' }): Promise<void> {
    try {
      await this.#switched(await call(request));
    } catch (e) {
      this.#fail(e);
    }
  }

  /** Copies a case with every version into the other library (the open one is unchanged). */
  async copy(c: CaseListEntry): Promise<void> {
    const to = this.location?.kind === 'team' ? 'local' : 'team';
    try {
      const r = await call({ command: 'case_copy', id: c.id });
      this.copied = { name: r.name, to };
    } catch (e) {
      this.#fail(e);
    }
  }

  /**
   * Approves a version of the case whose history is shown; resolves to the host's refusal
   * (a role that may not approve), if any, for the history to show beside it.
   */
  async approve(id: string, version: number): Promise<string | null> {
    try {
      await call({ command: 'case_approve', id, version });
      const versions = await call({ command: 'case_history', id });
      if (this.history?.id === id) this.history = { ...this.history, versions };
      return null;
    } catch (e) {
      return message(e);
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
      this.deleted = await call({ command: 'case_delete', id: c.id });
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
      const versions = await call({ command: 'case_history', id: c.id });
      this.history = { id: c.id, name: c.name, versions };
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
      this.compared = await call({ command: 'case_diff', old: side(a), new: side(b) });
    } catch (e) {
      this.#fail(e);
    }
  }

  async backup(path: string): Promise<void> {
    try {
      this.backedUp = await call({ command: 'library_backup', path });
    } catch (e) {
      this.#fail(e);
    }
  }

  async confirmRestore(): Promise<void> {
    const path = this.pendingRestore;
    if (!path) return;
    this.pendingRestore = null;
    try {
      this.restored = await call({ command: 'library_restore', path });
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
