import { describe, expect, it } from 'vitest';
import { fromInput, toInput } from './decimal-input';

describe('decimal fields in the language of the UI', () => {
  it('show the engine string with the language decimal mark', () => {
    expect(toInput('400000.00', 'en')).toBe('400000.00');
    expect(toInput('400000.00', 'de')).toBe('400000,00');
    expect(toInput('0.35', 'nl')).toBe('0,35');
    expect(toInput('-25000', 'fr')).toBe('-25000');
    // Not a number: shown as it is, for the engine to name.
    expect(toInput('abc', 'de')).toBe('abc');
  });

  it('read German and Dutch input with point grouping and a decimal comma', () => {
    expect(fromInput('400.000,00', 'de')).toBe('400000.00');
    expect(fromInput('400000,5', 'de')).toBe('400000.5');
    expect(fromInput('1.234.567', 'nl')).toBe('1234567');
    expect(fromInput(' -12,75 ', 'nl')).toBe('-12.75');
    expect(fromInput('400 000,00', 'de')).toBe('400000.00');
  });

  it('read English input with comma grouping and a decimal point', () => {
    expect(fromInput('400,000.00', 'en')).toBe('400000.00');
    expect(fromInput('3.5', 'en')).toBe('3.5');
  });

  it('read French input with narrow no-break space grouping', () => {
    expect(fromInput('1\u202f234,56', 'fr')).toBe('1234.56');
    expect(fromInput('1 234,56', 'fr')).toBe('1234.56');
    expect(fromInput('3.5', 'fr')).toBe('3.5');
  });

  it('never guess: what is not a number in the convention is passed on as typed', () => {
    // "1,5" in English is not 15 and not 1.5: the engine reports the field.
    expect(fromInput('1,5', 'en')).toBe('1,5');
    // Grouping in the wrong places.
    expect(fromInput('40.00,0', 'de')).toBe('40.00,0');
    expect(fromInput('12,34,56', 'en')).toBe('12,34,56');
    expect(fromInput('zwölf', 'de')).toBe('zwölf');
  });

  it('read a decimal point in German only where it cannot be grouping', () => {
    expect(fromInput('1.5', 'de')).toBe('1.5');
    // Three digits after the point: German grouping, one thousand five hundred.
    expect(fromInput('1.500', 'de')).toBe('1500');
  });

  it('give back what they showed', () => {
    for (const lang of ['en', 'de', 'nl', 'fr'] as const) {
      for (const value of ['400000.00', '0.35', '-25000', '12']) {
        expect(fromInput(toInput(value, lang), lang)).toBe(value);
      }
    }
  });
});
