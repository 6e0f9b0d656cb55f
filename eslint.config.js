// ESLint, run by `npm run lint` after dependency-cruiser. Type-checked: every file is linted with the type
// information of tsconfig.json (projectService), so the rules see through imports (floating promises,
// unnecessary conditions, unsafe any).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig([
  { ignores: ['dist/**', 'locales/compiled/**', 'node_modules/**', 'coverage/**', 'data/**'] },
  {
    files: ['{io,adapters,machines,views,app,server,tests,scripts,bench}/**/*.{ts,tsx}', '*.config.ts'],
    extends: [js.configs.recommended, tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Numbers in template strings are the codebase's way of building ids, paths and messages.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `() => subscription.unsubscribe()` and `return send(reply, ...)` in a void function are the house style.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true, ignoreVoidReturningFunctions: true }],
      // XState's actor creators spell "no input / no output" as void (`fromPromise<void, void>`); the rule
      // forbids void in a call's type arguments by design (typescript-eslint#3612).
      '@typescript-eslint/no-invalid-void-type': 'off',
      // `fromPromise(async () => value)` is how an actor or handler that needs a promise wraps synchronous work
      // (a throw becomes a rejection); an async function without await is deliberate here.
      '@typescript-eslint/require-await': 'off',
      // A leading underscore names a parameter a signature needs but the body ignores; `{ a: _, ...rest }` omits a key.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['{views,app}/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      // Fakes fail the way the http adapter does: with its HttpError value ({ kind: 'network' }), not an Error.
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['views/**/*.{ts,tsx}'],
    rules: {
      // react-intl's typed defineMessages spells "a message without values" as `{}` (its own default).
      '@typescript-eslint/no-empty-object-type': ['error', { allowObjectTypes: 'always' }],
    },
  },
]);
