// Every visible string comes from the Fluent files in locales/. English is bundled; the
// other languages follow with the report issue. A missing message shows its id in brackets
// (and a unit test fails), never an empty label.
import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';
import en from '../../../locales/en/ui.ftl?raw';

function load(locale: string, source: string): FluentBundle {
  const bundle = new FluentBundle(locale, { useIsolating: false });
  const errors = bundle.addResource(new FluentResource(source));
  if (errors.length > 0) throw new Error(`locales/${locale}/ui.ftl: ${errors[0]?.message}`);
  return bundle;
}

export const bundle = load('en', en);

export function t(id: string, args?: Record<string, FluentVariable>): string {
  const message = bundle.getMessage(id);
  if (!message?.value) return `[${id}]`;
  return bundle.formatPattern(message.value, args);
}
