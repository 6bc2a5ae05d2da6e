// Every visible string comes from the Fluent files in locales/: one bundle per language, all
// bundled, so a switch needs no loading. t() formats in the current language (see
// language.svelte.ts), which makes every template that calls it re-render on a switch. A
// missing message shows its id in brackets (and a unit test fails), never an empty label;
// a variable the code did not pass shows as {$name}.
import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';
import de from '../../../locales/de/ui.ftl?raw';
import en from '../../../locales/en/ui.ftl?raw';
import fr from '../../../locales/fr/ui.ftl?raw';
import nl from '../../../locales/nl/ui.ftl?raw';
import type { Language } from './bindings/ipc';
import tags from './bindings/locales.json';
import { ui } from './language.svelte';

export { languages, setLanguage, ui } from './language.svelte';

// ui.ftl holds the UI's own messages. What the report and the CLI also write (option names,
// exclusions, checklist answers, the probe's findings and analysis) comes written in the
// UI's language from Rust with the answer it belongs to (CaseText, ProbeText), never from
// here.
function load(locale: Language, files: Record<string, string>): FluentBundle {
  // Numbers in messages follow the locale Rust writes the language in (bindings/locales.json).
  const bundle = new FluentBundle(tags[locale], { useIsolating: false });
  for (const [file, source] of Object.entries(files)) {
    const errors = bundle.addResource(new FluentResource(source));
    if (errors.length > 0) throw new Error(`locales/${locale}/${file}: ${errors[0]?.message}`);
  }
  return bundle;
}

export const bundles: Record<Language, FluentBundle> = {
  en: load('en', { 'ui.ftl': en }),
  de: load('de', { 'ui.ftl': de }),
  nl: load('nl', { 'ui.ftl': nl }),
  fr: load('fr', { 'ui.ftl': fr }),
};

/** The message `id` (or `id.attribute`) in `language`. */
export function translate(language: Language, id: string, args?: Record<string, FluentVariable>): string {
  const bundle = bundles[language];
  const [messageId = id, attribute] = id.split('.', 2);
  const message = bundle.getMessage(messageId);
  const pattern = attribute ? message?.attributes[attribute] : message?.value;
  if (!pattern) return `[${id}]`;
  const errors: Error[] = [];
  const text = bundle.formatPattern(pattern, args, errors);
  if (errors.length > 0) console.warn(`locales/${language}: ${id}: ${errors.map((e) => e.message).join('; ')}`);
  return text;
}

/** The message `id` in the UI's current language. */
export function t(id: string, args?: Record<string, FluentVariable>): string {
  return translate(ui.language, id, args);
}

/** A language's name in its own words, for the picker. */
export function languageName(language: Language): string {
  return translate(language, 'language-name');
}
