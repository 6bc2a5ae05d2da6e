// Every message id the UI uses exists in every language, and every language's message uses
// exactly the variables of the English one, which the code passes: a missing message would
// show up as [id] in the UI, a missing variable as {$name}. Plurals follow each language's
// CLDR rules (French: 0 and 1 are "one"; German, Dutch, English: only 1).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Message } from '@fluent/bundle';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from './bindings/ipc';
import { bundles, languageName, languages, setLanguage, t, translate } from './i18n';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'bindings' ? [] : sources(path);
    return /\.(svelte|ts)$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

// Ids built from a prefix and a value: every value the code can produce.
const expansions: Record<string, string[]> = {
  'section-': ['workload', 'offers', 'metrics', 'tco', 'checklist', 'decision', 'report'],
  'severity-': ['critical', 'warning', 'info'],
  'concern-': ['service_24x7', 'gdpr_data'],
  'question-': ['isolation', 'gpu_share', 'extra_charges', 'host_and_location', 'billing'],
  'isolation-': ['bare_metal', 'vm', 'container', 'unknown'],
  'allocation-': ['passthrough', 'bare_metal', 'sriov_vf', 'vgpu', 'mig', 'time_slicing', 'unknown'],
  'price-': ['on_demand', 'spot', 'interruptible', 'reserved', 'savings_plan', 'capacity_block'],
  'host-': ['provider_owned', 'verified', 'unverified', 'revoked', 'unknown'],
  'day-': ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  'entry-': ['offer_id', 'source', 'quoted_on', 'gpu', 'gpus', 'vram_gb', 'country', 'price', 'currency'],
  'entry-period-': ['hour', 'month'],
  'metrics-mode-': ['auto', 'raw', 'server_side'],
  'compare-change-': ['added', 'removed', 'changed'],
  'compare-direction-': ['up', 'down', 'same', 'unknown'],
  'interconnect-': ['sxm', 'nvl', 'pcie'],
  'payment-': ['no_upfront', 'partial_upfront', 'all_upfront'],
  'new-case-template-': ['office-hours', 'around-the-clock', 'office-and-nightly-batch'],
  'model-': ['on_demand_always', 'on_demand_stopped', 'savings_plan', 'capacity_reservation', 'capacity_block', 'spot_batch', 'reserved', 'monthly_billed'],
};

type Pattern = NonNullable<Message['value']>;
type Node = Pattern | { type: string; [key: string]: unknown } | undefined;

/** The variables a pattern refers to, in selectors and in every variant. */
function variables(node: Node, into = new Set<string>()): Set<string> {
  if (node === undefined || typeof node === 'string') return into;
  if (Array.isArray(node)) {
    for (const element of node) variables(element as Node, into);
    return into;
  }
  const n = node as { type: string; name?: string; selector?: Node; variants?: { value: Pattern }[]; args?: Node[]; value?: Node };
  if (n.type === 'var' && n.name) into.add(n.name);
  if (n.type === 'select') {
    variables(n.selector, into);
    for (const v of n.variants ?? []) variables(v.value, into);
  }
  for (const a of n.args ?? []) variables(a, into);
  if (n.type === 'narg') variables(n.value, into);
  return into;
}

/** The message ids of a language's file, read from the file itself. */
function ids(language: Language): string[] {
  const text = readFileSync(join(process.cwd(), '..', 'locales', language, 'ui.ftl'), 'utf8');
  return [...text.matchAll(/^([a-zA-Z][\w-]*)\s*=/gm)].map((m) => m[1] ?? '');
}

function message(language: Language, id: string): Message {
  const m = bundles[language].getMessage(id);
  if (!m) throw new Error(`locales/${language}/ui.ftl has no ${id}`);
  return m;
}

afterEach(() => setLanguage('en'));

/**
 * The names of the arguments object that starts at `text[start]` (`{ a: 1, b }`): its keys
 * at the top level, written out or shorthand. Nested objects, calls and strings are skipped.
 */
function argumentNames(text: string, start: number): string[] {
  const names: string[] = [];
  let depth = 0;
  let expectKey = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i] ?? '';
    if (c === "'" || c === '"' || c === '`') {
      const end = text.indexOf(c, i + 1);
      i = end < 0 ? text.length : end;
      expectKey = false;
    } else if ('({['.includes(c)) {
      depth++;
      expectKey = depth === 1;
    } else if (')}]'.includes(c)) {
      depth--;
      if (depth === 0) return names;
    } else if (c === ',' && depth === 1) {
      expectKey = true;
    } else if (expectKey && /[A-Za-z_$]/.test(c)) {
      const key = /^[\w$]+/.exec(text.slice(i))?.[0] ?? '';
      const after = text.slice(i + key.length).trimStart()[0];
      if (after === ':' || after === ',' || after === '}') names.push(key);
      i += key.length - 1;
      expectKey = false;
    } else if (!/\s/.test(c)) {
      expectKey = false;
    }
  }
  return names;
}

describe('UI strings', () => {
  // Vitest runs in ui/.
  const root = join(process.cwd(), 'src');
  const used = new Set<string>();
  // Every call site: the id and the names of the arguments it passes.
  const calls: { id: string; args: string[]; file: string }[] = [];
  for (const file of sources(root)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bt\(\s*['`]([^'`]+)['`]\s*(,\s*\{)?/g)) {
      const id = m[1] ?? '';
      const args = m[2] ? argumentNames(text, (m.index ?? 0) + m[0].length - 1) : [];
      const dynamic = id.indexOf('${');
      if (dynamic < 0) {
        used.add(id);
        calls.push({ id, args, file });
      } else {
        const prefix = id.slice(0, dynamic);
        const values = expansions[prefix];
        expect(values, `no expansion list for ${id} in ${file}`).toBeDefined();
        for (const v of values ?? []) {
          used.add(prefix + v);
          calls.push({ id: prefix + v, args, file });
        }
      }
    }
  }

  it('passes every message the variables it uses, and no others', () => {
    expect(calls.filter((c) => c.args.length > 0).length).toBeGreaterThan(30);
    for (const { id, args, file } of calls) {
      const wanted = variables(bundles.en.getMessage(id)?.value ?? undefined);
      expect(new Set(args), `${id} in ${file}`).toEqual(wanted);
    }
  });

  it('finds the strings the components use', () => {
    expect(used.size).toBeGreaterThan(100);
  });

  for (const id of [...used].sort()) {
    it(`has a message for ${id} in every language`, () => {
      for (const language of languages) expect(bundles[language].hasMessage(id), `${language}: ${id}`).toBe(true);
    });
  }

  it('has the same messages, attributes and variables in every language as in English', () => {
    const english = ids('en');
    expect(english.length).toBeGreaterThan(300);
    for (const language of languages) {
      expect(ids(language).sort(), `ids of locales/${language}/ui.ftl`).toEqual([...english].sort());
      for (const id of english) {
        const source = message('en', id);
        const target = message(language, id);
        const where = `${language}: ${id}`;
        expect(target.value === null, `${where}: has a value`).toBe(source.value === null);
        expect(variables(target.value ?? undefined), where).toEqual(variables(source.value ?? undefined));
        expect(Object.keys(target.attributes).sort(), `${where}: attributes`).toEqual(Object.keys(source.attributes).sort());
        for (const [name, pattern] of Object.entries(source.attributes)) {
          expect(variables(target.attributes[name]), `${where}.${name}`).toEqual(variables(pattern));
        }
      }
    }
  });

  it('formats every message in every language without an error', () => {
    // Each variable gets a value of the kind the code passes: plural selectors need numbers.
    for (const language of languages) {
      for (const id of ids('en')) {
        const m = message(language, id);
        const args = Object.fromEntries([...variables(m.value ?? undefined)].map((v) => [v, 2]));
        const errors: Error[] = [];
        const text = m.value ? bundles[language].formatPattern(m.value, args, errors) : '';
        expect(errors, `${language}: ${id}`).toEqual([]);
        expect(text.trim(), `${language}: ${id} is empty`).not.toBe('');
      }
    }
  });

  it('shows a missing id visibly instead of an empty label', () => {
    expect(t('no-such-message')).toBe('[no-such-message]');
    setLanguage('fr');
    expect(t('no-such-message')).toBe('[no-such-message]');
  });

  it('names every language in its own words', () => {
    expect(languages.map(languageName)).toEqual(['Deutsch', 'English', 'Français', 'Nederlands']);
  });

  it('formats in the language the UI is switched to', () => {
    expect(t('save')).toBe('Save');
    setLanguage('de');
    expect(t('save')).toBe('Speichern');
    setLanguage('nl');
    expect(t('save')).toBe('Opslaan');
    setLanguage('fr');
    expect(t('save')).toBe('Enregistrer');
    expect(localStorage.getItem('gpucase-language')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });
});

describe('plurals by the CLDR rules of each language', () => {
  const years = (language: Language, n: number) => translate(language, 'results-title', { years: n });

  it('English and German: only 1 is singular', () => {
    expect([0, 1, 2].map((n) => years('en', n))).toEqual(['Comparison over 0 years', 'Comparison over 1 year', 'Comparison over 2 years']);
    expect([0, 1, 2].map((n) => years('de', n))).toEqual(['Vergleich über 0 Jahre', 'Vergleich über 1 Jahr', 'Vergleich über 2 Jahre']);
    expect([0, 1, 2].map((n) => translate('de', 'offers-age-days', { days: n }))).toEqual(['0 Tage alt', '1 Tag alt', '2 Tage alt']);
  });

  it('French: 0 and 1 are singular', () => {
    expect([0, 1, 2].map((n) => years('fr', n))).toEqual(['Comparaison sur 0 an', 'Comparaison sur 1 an', 'Comparaison sur 2 ans']);
    const offers = (n: number) => translate('fr', 'offers-count', { count: n, shortlisted: 0 });
    expect(offers(0)).toBe('0 offre, 0 en présélection dans ce dossier');
    expect(offers(1)).toMatch(/^1 offre,/);
    expect(offers(2)).toMatch(/^2 offres,/);
  });

  it('Dutch: 1 is singular', () => {
    expect([0, 1, 2].map((n) => translate('nl', 'offers-age-days', { days: n }))).toEqual(['0 dagen oud', '1 dag oud', '2 dagen oud']);
  });

  it('an exact 0 wins over the plural category in every language', () => {
    const noData = (language: Language, n: number) => translate(language, 'metrics-no-data', { hours: n });
    expect(noData('fr', 0)).toBe('Chaque heure GPU a des données.');
    expect(noData('fr', 1)).toBe('1 heure GPU sans données\u00a0: comptée à part, jamais comme inactive.');
    expect(noData('fr', 2)).toBe('2 heures GPU sans données\u00a0: comptées à part, jamais comme inactives.');
    expect(noData('de', 0)).toBe('Für jede GPU-Stunde liegen Daten vor.');
    expect(noData('de', 1)).toBe('Für 1 GPU-Stunde fehlen Daten: gesondert gezählt, nie als Leerlauf.');
    expect(noData('de', 2)).toBe('Für 2 GPU-Stunden fehlen Daten: gesondert gezählt, nie als Leerlauf.');
  });

  it('numbers inside messages follow the language', () => {
    expect(translate('en', 'metrics-share-detail', { productive: 2688, total: 5840 })).toBe('2,688 of 5,840 GPU-hours were productive.');
    expect(translate('de', 'metrics-share-detail', { productive: 2688, total: 5840 })).toBe('2.688 von 5.840 GPU-Stunden waren produktiv.');
    expect(translate('fr', 'metrics-share-detail', { productive: 2688, total: 5840 })).toBe(
      '2\u202f688 heures GPU sur 5\u202f840 ont été productives.',
    );
  });
});
