import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries of the server (STYLE.md rule 3, DESIGN.md section 2). Features import the
 * two owners of shared data and shared infrastructure, never each other; owners import
 * infrastructure (orders may file a customer); infrastructure imports neither. Test fakes and
 * factories (tests/) are never imported by production code.
 */
const features = [
  'storefront',
  'checkout',
  'intake',
  'affiliates',
  'places',
  'admin',
  'reports',
  'downloads',
  'order-status',
];
const owners = ['orders', 'customers', 'referrals'];
const infrastructure = ['db', 'jobs', 'mail', 'payments', 'sessions', 'storage', 'web'];
const testFiles = ['**/*.test.ts', '**/*.test.tsx'];

const importOf = (folders, message) => ({
  regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`,
  message,
});
const noTestSupport = {
  regex: '(^|/)tests/',
  message: 'Test fakes and factories (tests/) are for tests only.',
};
const browserNeverImportsServer = {
  group: ['**/server/**', '**/astrology/**'],
  message: 'The browser never imports server code.',
};
const restrict = (files, patterns) => ({
  files,
  ignores: testFiles,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const boundaries = [
  ...features.map((feature) =>
    restrict(
      [`src/server/${feature}/**`],
      [
        importOf(
          features.filter((other) => other !== feature),
          'Features never import each other: move what both need to orders/, customers/, referrals/ or infrastructure.',
        ),
        noTestSupport,
      ],
    ),
  ),
  restrict(
    ['src/server/customers/**'],
    [
      importOf(
        [...features, 'orders'],
        'customers/ is imported by orders and features, not the other way.',
      ),
      noTestSupport,
    ],
  ),
  restrict(
    ['src/server/referrals/**'],
    [
      importOf(
        [...features, 'orders', 'customers'],
        'referrals/ (affiliate accounts, referral codes) is imported by orders and features, not the other way.',
      ),
      noTestSupport,
    ],
  ),
  restrict(
    ['src/server/orders/**'],
    [importOf(features, 'Owners of shared data never import a feature.'), noTestSupport],
  ),
  ...infrastructure.map((folder) =>
    restrict(
      [`src/server/${folder}/**`],
      [
        importOf([...features, ...owners], 'Infrastructure never imports features or owners.'),
        noTestSupport,
      ],
    ),
  ),
  restrict(['src/server/*.ts', 'src/astrology/**', 'scripts/**'], [noTestSupport]),
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', '.tmp', 'coverage', 'drizzle'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/client/**/*', 'src/common/**/*'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [browserNeverImportsServer] }],
    },
  },
  restrict(['src/client/**/*', 'src/common/**/*'], [browserNeverImportsServer, noTestSupport]),
  ...boundaries,
);
