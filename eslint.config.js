import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'generated', 'node_modules', 'test-results', 'playwright-report', '.tmp', 'data'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  // Import zones (docs/architecture.md): core/ runs on both sides, so it imports only itself and
  // pure libraries; the server never reaches into the portal; the portal's generic engine never
  // into its hand-built pages. tests/unit/importZones.test.ts resolves every import and checks the same.
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^(\\.\\./)+(src|server|scripts|tests|bench)/', message: 'core/ imports only core/ (and pure libraries).' },
          { regex: '^(node:|react|@mui/|react-admin|ra-|@xyflow/|@rjsf/|fastify|@fastify/|pg$|@electric-sql/)', message: 'core/ runs in the browser and on the server: no React, no Node.js, no database.' },
        ],
      }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+src/', message: 'The server imports what both sides run from core/, never the portal (src/).' }] }],
    },
  },
  {
    files: ['src/engine/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)custom/', message: 'The generic engine never imports the hand-built pages (src/custom/).' }] }],
    },
  },
  // One way to write dates (issue 20): every date and time the portal shows goes through
  // src/i18n/dates.ts (en-GB, nl-BE, fr-FR, 24 h, no milliseconds). A formatter of a page's own
  // drifts in order, clock and precision, as the fifteen there were did.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/i18n/**'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']", message: 'Dates and times are written by src/i18n/dates.ts (useDateFormat, dateFormatter).' },
        { selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]", message: 'Dates are written by src/i18n/dates.ts, numbers by src/i18n/useFormatNumber.ts: toLocale…String follows the browser, not the portal\'s language.' },
      ],
    },
  },
);
