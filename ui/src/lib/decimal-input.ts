// Decimal fields in the convention of the UI's language. The case keeps the exact strings
// the engine reads ("400000.00"); a field shows them with the language's decimal mark
// ("400000,00" in German, Dutch and French) and reads back what the analyst types, with or
// without grouping ("400.000,00", "400 000,00", "400,000.00"). Nothing is guessed: a text
// that is not a number in the language's convention is passed on as typed, so that the
// engine's validation names the field and what it expected, and the text stays visible.
import type { Language } from './bindings/ipc';

const engineNumber = /^-?\d+(\.\d+)?$/;
// Spaces that group digits: space, no-break space, narrow no-break space, thin space.
const spaces = /[ \u00a0\u202f\u2009]/g;

function decimalMark(language: Language): ',' | '.' {
  return language === 'en' ? '.' : ',';
}

/** The engine's decimal string as the field shows it in `language`. */
export function toInput(value: string, language: Language): string {
  if (!engineNumber.test(value)) return value;
  return decimalMark(language) === ',' ? value.replace('.', ',') : value;
}

/** What the analyst typed in a field of `language`, as the engine's decimal string. */
export function fromInput(text: string, language: Language): string {
  const typed = text.trim();
  const compact = typed.replace(spaces, '');
  const sign = compact.startsWith('-') ? '-' : '';
  const digits = sign ? compact.slice(1) : compact;
  let result: string | null = null;
  if (language === 'en') {
    if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(digits)) result = digits.replaceAll(',', '');
    else if (/^\d+(\.\d+)?$/.test(digits)) result = digits;
  } else if (language === 'fr') {
    // French groups with spaces only; a point is read as the decimal mark when there is
    // no comma, since that is what a French analyst pasting "3.5" means.
    if (/^\d+(,\d+)?$/.test(digits)) result = digits.replace(',', '.');
    else if (/^\d+(\.\d+)?$/.test(digits)) result = digits;
  } else if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(digits)) {
    // German and Dutch group with points: "400.000,00".
    result = digits.replaceAll('.', '').replace(',', '.');
  } else if (/^\d+(,\d+)?$/.test(digits)) {
    result = digits.replace(',', '.');
  } else if (/^\d+\.\d{1,2}$|^\d+\.\d{4,}$/.test(digits)) {
    // "1.5" or "2.25" cannot be grouping (a group has three digits): a decimal point.
    result = digits;
  }
  return result === null ? typed : sign + result;
}
