// The state of the window: which screen, the open case as the analyst edits it (the draft),
// and its last computed view. Edits recompute after a short pause; a failed computation
// keeps the last good view and puts the message beside the field at fault. A view's words
// (option names, exclusions, checklist answers) come written in the language the request
// was sent in: a view in another language than the UI's is asked for again. A save carries
// the version the analyst opened: when a colleague saved a newer one meanwhile, nothing is
// saved, and the analyst compares or saves on top of it; nothing is ever overwritten unseen.
import type { Case, CaseListEntry, CaseView, Compared, ErrorPayload, Language, VersionEntry } from './bindings/ipc';
import { IpcError, call, type RequestOf, type ViewCommand } from './ipc';
import { setLanguage, ui } from './language.svelte';

export type Section = 'workload' | 'offers' | 'metrics' | 'tco' | 'checklist' | 'decision' | 'report';

export type Notice =
  | { kind: 'error'; text: string }
  | { kind: 'saved'; version: number }
  | { kind: 'written'; path: string };

/** A save the library refused because a newer version was saved since `base` was opened. */
export interface StaleSave {
  id: string;
  base: number;
  /** The host's message, in the UI's language: who saved which version when. */
  message: string;
}

function payload(e: unknown): ErrorPayload {
  if (e instanceof IpcError) return e.payload;
  return { code: 'internal', message: String(e), path: null };
}

export class Session {
  screen = $state<'library' | 'case'>('library');
  section = $state<Section>('tco');
  cases = $state<CaseListEntry[]>([]);
  draft = $state<Case | null>(null);
  view = $state<CaseView | null>(null);
  fieldError = $state<ErrorPayload | null>(null);
  notice = $state<Notice | null>(null);
  computing = $state(false);
  dirty = $state(false);
  storedVersion = $state<number | null>(null);
  /** Files dropped on the window while the Metrics section is open, to import. */
  metricsDrop = $state<string[] | null>(null);
  versions = $state<VersionEntry[] | null>(null);
  /** The last save refused as stale, until a save goes through or the analyst dismisses it. */
  stale = $state<StaleSave | null>(null);
  /** The version the analyst opened compared with the latest, after a stale save. */
  staleCompared = $state<Compared | null>(null);
  #timer: ReturnType<typeof setTimeout> | undefined;
  #generation = 0;

  async refreshLibrary(): Promise<void> {
    try {
      this.cases = await call({ command: 'library_list' });
    } catch (e) {
      this.notice = { kind: 'error', text: payload(e).message };
    }
  }

  /** Opens the case the app was started with, if any. */
  async startup(): Promise<void> {
    try {
      const view = await call({ command: 'case_startup' });
      if (view) this.#show(view, null);
    } catch (e) {
      this.notice = { kind: 'error', text: payload(e).message };
    }
  }

  /** Opens a case from a request; on failure the open case, if any, stays as it was. */
  async open(request: RequestOf<ViewCommand>, storedVersion: number | null = null): Promise<boolean> {
    try {
      this.#show(await call(request), storedVersion);
      return true;
    } catch (e) {
      this.notice = { kind: 'error', text: payload(e).message };
      return false;
    }
  }

  #show(view: CaseView, storedVersion: number | null): void {
    // A case opens in its language; one without keeps the language the UI shows.
    if (view.case.language) setLanguage(view.case.language);
    this.view = view;
    this.draft = structuredClone(view.case);
    this.fieldError = null;
    this.dirty = false;
    this.storedVersion = storedVersion;
    this.versions = null;
    this.stale = null;
    this.staleCompared = null;
    this.screen = 'case';
    this.notice = null;
    // Opened before the UI took the case's language: its words are in the one it had.
    if (view.text.language !== ui.language) void this.recompute();
  }

  /** Takes a view the host computed from an edit of the draft (an import): unsaved. */
  adopt(view: CaseView): void {
    clearTimeout(this.#timer);
    this.#generation++;
    this.view = view;
    this.draft = structuredClone(view.case);
    this.fieldError = null;
    this.computing = false;
    this.dirty = true;
  }

  /**
   * The analyst picks a UI language. With a case open it becomes the case's language too,
   * an edit like any other: it is stored when the case is saved.
   */
  chooseLanguage(language: Language): void {
    setLanguage(language);
    if (this.screen === 'case' && this.draft && this.draft.language !== language) {
      this.draft.language = language;
      this.edited();
    } else if (this.view && this.view.text.language !== language) {
      void this.recompute();
    }
  }

  /** Call after every edit of the draft. */
  edited(): void {
    this.dirty = true;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.recompute(), 150);
  }

  async recompute(): Promise<void> {
    if (!this.draft) return;
    const generation = ++this.#generation;
    this.computing = true;
    try {
      const view = await call({ command: 'case_compute', case: $state.snapshot(this.draft) });
      if (generation !== this.#generation) return;
      this.view = view;
      this.fieldError = null;
    } catch (e) {
      if (generation !== this.#generation) return;
      this.fieldError = payload(e);
    } finally {
      if (generation === this.#generation) this.computing = false;
    }
  }

  /**
   * Saves the draft as the next version on top of `base`, by default the version the
   * analyst opened (none for a case not opened from the library: the next version,
   * whatever the latest is).
   */
  async save(base: number | null = this.storedVersion): Promise<void> {
    if (!this.draft) return;
    const id = this.draft.id;
    try {
      const saved = await call({ command: 'case_save', case: $state.snapshot(this.draft), base });
      this.dirty = false;
      this.storedVersion = saved.version;
      this.stale = null;
      this.staleCompared = null;
      this.notice = { kind: 'saved', version: saved.version };
      if (this.versions) this.versions = await call({ command: 'case_history', id: saved.case_id });
    } catch (e) {
      const p = payload(e);
      if (p.code === 'stale' && base !== null) {
        this.stale = { id, base, message: p.message };
        this.staleCompared = null;
        this.notice = null;
        return;
      }
      this.fieldError = p;
      this.notice = { kind: 'error', text: p.message };
    }
  }

  /** The latest stored version of case `id`, `null` when it has none. */
  async #latest(id: string): Promise<number | null> {
    const versions = await call({ command: 'case_history', id });
    return versions.reduce<number | null>((latest, v) => (latest === null || v.version > latest ? v.version : latest), null);
  }

  /**
   * After a stale save: the draft as the next version on top of the latest, which the
   * refusal named. Should yet another colleague save meanwhile, this is refused in turn.
   */
  async saveOnTop(): Promise<void> {
    const stale = this.stale;
    if (!stale) return;
    try {
      await this.save(await this.#latest(stale.id));
    } catch (e) {
      this.notice = { kind: 'error', text: payload(e).message };
    }
  }

  /**
   * After a stale save: the colleague's latest version against the analyst's draft, as it
   * stands unsaved: what saving on top would change.
   */
  async compareStale(): Promise<void> {
    const stale = this.stale;
    if (!stale || !this.draft) return;
    try {
      const latest = await this.#latest(stale.id);
      this.staleCompared = await call({
        command: 'case_diff',
        old: { from: 'stored', id: stale.id, version: latest },
        new: { from: 'draft', case: $state.snapshot(this.draft) },
      });
    } catch (e) {
      this.notice = { kind: 'error', text: payload(e).message };
    }
  }

  /** Approves a stored version of the open case; resolves to the host's refusal, if any. */
  async approve(version: number): Promise<string | null> {
    if (!this.draft) return null;
    const id = this.draft.id;
    try {
      await call({ command: 'case_approve', id, version });
      this.versions = await call({ command: 'case_history', id });
      return null;
    } catch (e) {
      return payload(e).message;
    }
  }

  async saveAs(path: string): Promise<void> {
    if (!this.draft) return;
    try {
      const written = await call({ command: 'case_write_file', case: $state.snapshot(this.draft), path });
      this.notice = { kind: 'written', path: written };
    } catch (e) {
      this.notice = { kind: 'error', text: payload(e).message };
    }
  }

  async showHistory(): Promise<void> {
    if (!this.draft) return;
    try {
      this.versions = await call({ command: 'case_history', id: this.draft.id });
    } catch (e) {
      this.versions = [];
      this.notice = { kind: 'error', text: payload(e).message };
    }
  }

  /** The message for the field at `path`, if the last computation failed there. */
  errorAt(path: string): string | null {
    const e = this.fieldError;
    return e?.path === path ? e.message : null;
  }
}

export const session = new Session();
