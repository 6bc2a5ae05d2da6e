// The decimal and money fields mounted as the case editors mount them: what the analyst
// sees in each language, and the engine string the case receives from what is typed.
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import DecimalInput from './DecimalInput.svelte';
import MoneyInput from './MoneyInput.svelte';

let screen: ReturnType<typeof mount> | undefined;
let value = '';

function field(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input');
  if (!input) throw new Error('no input');
  return input;
}

function type(text: string): void {
  field().value = text;
  field().dispatchEvent(new Event('input', { bubbles: true }));
  flushSync();
}

function show(component: typeof DecimalInput | typeof MoneyInput, initial: string): void {
  value = initial;
  screen = mount(component, {
    target: document.body,
    props: {
      label: 'Amount',
      path: 'own[0].price',
      get value() {
        return value;
      },
      set value(v: string) {
        value = v;
      },
    },
  });
  flushSync();
}

beforeEach(() => {
  localStorage.clear();
  setLanguage('en');
});

afterEach(() => {
  if (screen) unmount(screen);
  document.body.innerHTML = '';
});

describe('a decimal field', () => {
  it('shows the decimal comma in German and gives the engine a decimal point', () => {
    setLanguage('de');
    show(DecimalInput, '0.35');
    expect(field().value).toBe('0,35');
    type('0,4');
    expect(value).toBe('0.4');
    // What is being typed stays as typed.
    expect(field().value).toBe('0,4');
  });

  it('shows the value anew when the language changes', () => {
    show(DecimalInput, '1234.5');
    expect(field().value).toBe('1234.5');
    setLanguage('fr');
    flushSync();
    expect(field().value).toBe('1234,5');
  });

  it('passes on what is not a number, for the engine to report', () => {
    show(DecimalInput, '3');
    type('1,5');
    expect(value).toBe('1,5');
  });
});

describe('a money field', () => {
  it('reads a German amount with grouping and keeps the currency', () => {
    setLanguage('de');
    show(MoneyInput, '300000.00 EUR');
    expect(field().value).toBe('300000,00');
    type('400.000,00');
    expect(value).toBe('400000.00 EUR');
    expect(field().value).toBe('400.000,00');
  });

  it('shows English amounts with the decimal point', () => {
    show(MoneyInput, '2.49 USD');
    expect(field().value).toBe('2.49');
    type('2,490.10');
    expect(value).toBe('2490.10 USD');
  });
});
