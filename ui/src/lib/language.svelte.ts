// The language the UI speaks: one reactive value. Every t() call and every number, money
// and date format reads it, so changing it re-renders every string on screen with no
// reload. The last language chosen is remembered in localStorage; on a first start the
// system's language is taken when gpucase speaks it.
import type { Language } from './bindings/ipc';

/** The languages of the UI, in the picker's order (their own names: Deutsch, English, …). */
export const languages: readonly Language[] = ['de', 'en', 'fr', 'nl'];

const storageKey = 'gpucase-language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

function initial(): Language {
  const stored = globalThis.localStorage?.getItem(storageKey);
  if (isLanguage(stored)) return stored;
  const system = globalThis.navigator?.language?.slice(0, 2).toLowerCase();
  return isLanguage(system) ? system : 'en';
}

export const ui = $state<{ language: Language }>({ language: initial() });

function mark(language: Language): void {
  // Screen readers and hyphenation follow the document's language.
  if (globalThis.document) document.documentElement.lang = language;
}

mark(ui.language);

/** Switches the UI to `language` and remembers it for the next start. */
export function setLanguage(language: Language): void {
  ui.language = language;
  globalThis.localStorage?.setItem(storageKey, language);
  mark(language);
}
