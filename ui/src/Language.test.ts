// The live language switch: the whole window re-renders in the chosen language with no
// reload, a case remembers its language and opens in it, and the choice is remembered for
// the next start. Against mocked IPC, with the example's real view (fixtures/example-view.json).
import { clearMocks, mockIPC, mockWindows } from '@tauri-apps/api/mocks';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import App from './App.svelte';
import type { CaseView, Language, Request } from './lib/bindings/ipc';
import example from './lib/fixtures/example-view.json';
import texts from './lib/fixtures/example-text.json';
import { setLanguage, ui } from './lib/i18n';
import { session } from './lib/session.svelte';

const view = example as unknown as CaseView;
let requests: Request[] = [];
let caseLanguage: Language | undefined;
let app: ReturnType<typeof mount> | undefined;

// The example's words as the app writes them in each language (crates/app/tests/bindings.rs):
// a view comes back in the language its request was sent in.
const written = texts as unknown as Record<Language, CaseView['text']>;

function serve(request: Request, language: Language = 'en'): unknown {
  requests.push(request);
  switch (request.command) {
    case 'library_list':
      return [];
    case 'case_startup':
      return null;
    case 'library_where':
      return { kind: 'local', path: '/data/cases.sqlite' };
    case 'case_example': {
      const opened = structuredClone(view);
      if (caseLanguage) opened.case.language = caseLanguage;
      opened.text = written[language];
      return opened;
    }
    case 'case_compute':
      return { ...view, case: request.case, text: written[language] };
    case 'case_save':
      return { case_id: view.case.id, version: 1, created: true, name: view.case.name };
    default:
      throw new Error(`unexpected request ${request.command}`);
  }
}

async function settle(ms = 0): Promise<void> {
  await new Promise((r) => setTimeout(r, ms));
  flushSync();
}

function byTestId(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  if (!el) throw new Error(`no element with data-testid ${id}`);
  return el;
}

function pick(language: Language): void {
  const picker = byTestId('language-picker') as HTMLSelectElement;
  picker.value = language;
  picker.dispatchEvent(new Event('change', { bubbles: true }));
  flushSync();
}

beforeEach(() => {
  requests = [];
  caseLanguage = undefined;
  setLanguage('en');
  mockWindows('main');
  mockIPC((cmd, args) => {
    if (cmd !== 'ipc') throw new Error(`unexpected command ${cmd}`);
    const { request, language } = args as { request: Request; language?: Language };
    return serve(request, language);
  });
  session.screen = 'library';
  session.draft = null;
  session.view = null;
  session.notice = null;
  session.dirty = false;
  app = mount(App, { target: document.body });
});

afterEach(() => {
  if (app) unmount(app);
  clearMocks();
  document.body.innerHTML = '';
  setLanguage('en');
});

describe('the language picker', () => {
  it('lists every language in its own words, in the current one selected', async () => {
    await settle();
    const picker = byTestId('language-picker') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual(['Deutsch', 'English', 'Français', 'Nederlands']);
    expect(picker.value).toBe('en');
    expect(picker.getAttribute('aria-label')).toBe('Language');
  });

  it('switches the library live with no case open, and remembers the choice', async () => {
    await settle();
    expect(document.querySelector('h1')?.textContent).toBe('Case library');
    pick('de');
    expect(document.querySelector('h1')?.textContent).toBe('Fallübersicht');
    expect(byTestId('library-empty').textContent).toContain('Noch keine gespeicherten Fälle');
    expect((byTestId('language-picker') as HTMLSelectElement).getAttribute('aria-label')).toBe('Sprache');
    expect(localStorage.getItem('gpucase-language')).toBe('de');
    pick('fr');
    expect(document.querySelector('h1')?.textContent).toBe('Dossiers');
    // Nothing to store: no case is open.
    expect(requests.map((r) => r.command)).toEqual(['library_where', 'library_list', 'case_startup']);
  });
});

describe('a case and its language', () => {
  it('opens in the case language, with numbers and money in its convention', async () => {
    caseLanguage = 'fr';
    await settle();
    byTestId('new-example').click();
    await settle();
    expect(ui.language).toBe('fr');
    expect(byTestId('nav-offers').textContent).toContain('Offres');
    expect(byTestId('total-own-hgx-h200').textContent).toBe('789\u202f287,60\u00a0€');
    expect(document.querySelector('[data-testid="results"] h2')?.textContent).toBe('Comparaison sur 5 ans');
  });

  it('keeps the current language for a case without one', async () => {
    setLanguage('nl');
    await settle();
    byTestId('new-example').click();
    await settle();
    expect(ui.language).toBe('nl');
    expect(byTestId('save').textContent).toBe('Opslaan');
  });

  it('names the compared options in the UI language, as the app writes them', async () => {
    await settle();
    byTestId('new-example').click();
    await settle();
    const name = (id: string) => byTestId(`option-${id}`).querySelector('td')?.firstChild?.textContent ?? '';
    for (const o of view.comparison.options) expect(name(o.id)).toBe(written.en.option_labels[o.id]);
    expect(name('aws-p5e/on_demand_always')).toBe('AWS p5e.48xlarge (8x H200), on demand, allocated every hour');
    pick('de');
    // The case takes the language as an edit: recomputed after the edit pause, in German.
    await settle(200);
    expect(name('aws-p5e/spot_batch')).toBe('AWS p5e.48xlarge (8x H200), Spot für Batch, On-Demand für interaktive Last');
    expect(name('hybrid')).toBe('Hybrid: 0 eigene GPUs (HGX H200 8-GPU server (SXM), colocated), Spitzen bei AWS p5e.48xlarge (8x H200)');
    expect(byTestId('recommendation').textContent).toContain('AWS p5e.48xlarge (8x H200), Spot für Batch');
  });

  it('stores the language picked in the open case, saved with it', async () => {
    await settle();
    byTestId('new-example').click();
    await settle();
    expect(byTestId('total-own-hgx-h200').textContent).toBe('€789,287.60');
    pick('de');
    // The open screen re-renders at once: labels, money and the state line.
    expect(byTestId('save').textContent).toBe('Speichern');
    expect(byTestId('total-own-hgx-h200').textContent).toBe('789.287,60\u00a0€');
    expect(byTestId('case-state').textContent?.trim()).toBe('Nicht gespeicherte Änderungen');
    expect(session.draft?.language).toBe('de');
    expect(session.dirty).toBe(true);
    byTestId('save').click();
    await settle();
    const saved = requests.find((r) => r.command === 'case_save');
    // The example was never stored: no version to build on.
    expect(saved).toMatchObject({ case: { language: 'de' }, base: null });
    expect(byTestId('notice').textContent).toContain('Als Version 1 gespeichert.');
  });
});
