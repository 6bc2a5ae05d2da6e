import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';

export default ts.config(
  { ignores: ['dist/', 'src/lib/bindings/ipc.ts'] },
  js.configs.recommended,
  ...ts.configs.strict,
  ...svelte.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: ts.parser } },
  },
  {
    // The wall clock is read in src/lib/clock.ts only (issue 14): code asks it for "now",
    // and tests set the day (vi.setSystemTime) and assert literal dates, so that no test
    // depends on the day it runs.
    files: ['src/**/*.ts', 'src/**/*.svelte'],
    ignores: ['src/lib/clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Read the wall clock through src/lib/clock.ts.' },
        { selector: "CallExpression[callee.name='Date']", message: 'Read the wall clock through src/lib/clock.ts.' },
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Read the wall clock through src/lib/clock.ts.' },
      ],
    },
  },
);
