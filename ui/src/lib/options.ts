// The name of each compared option in the UI's language. The engine labels options in
// English ("p5e.48xlarge, savings plan"), so the UI composes the name from the case's own
// labels and the pricing model, as the report does (crates/report/src/text.rs).
import type { Case, OptionResult } from './bindings/ipc';
import { t } from './i18n';

/** The option's name: an own quote's label, a rent offer's label and its pricing model, or the hybrid. */
export function optionLabel(o: OptionResult, c: Case): string {
  const own = (id: string): string => c.own.find((q) => q.id === id)?.label ?? id;
  const rent = (id: string): string => c.rent.find((r) => r.id === id)?.label ?? id;
  switch (o.kind) {
    case 'own':
      return o.label;
    case 'hybrid':
      if (o.hybrid) return t('option-hybrid', { gpus: o.hybrid.own_gpus, own: own(o.hybrid.own_quote), rent: rent(o.hybrid.rent_offer) });
      return c.hybrid ? t('option-hybrid-plain', { own: own(c.hybrid.own), rent: rent(c.hybrid.rent) }) : o.label;
    default: {
      // Rent options are `<offer id>/<model>`; the offer id has no slash.
      const slash = o.id.indexOf('/');
      // A savings plan says its term (two plans of one offer differ by it), as the report.
      return slash < 0 ? o.label : t('option-rent', { offer: rent(o.id.slice(0, slash)), model: o.kind, term: o.term_years ?? 0 });
    }
  }
}

/** Every option's name by id. */
export function optionLabels(options: OptionResult[], c: Case): Map<string, string> {
  return new Map(options.map((o) => [o.id, optionLabel(o, c)]));
}
