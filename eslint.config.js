import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries of the server (docs/architecture.md rule 3, docs/architecture.md §2). Features import the
 * owners of shared data and shared infrastructure, never each other; owners import the owners
 * before them in `owners` and infrastructure; infrastructure imports neither. They are checked
 * on the resolved file (`serverZones` below), so a feature's own sub-area named like another
 * folder (admin/affiliates/, admin/orders/) is not mistaken for it. Test fakes and factories
 * (tests/) are never imported by production code.
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
  'gifts',
  'support',
  'upgrades',
  'reviews',
];
/**
 * The owners of shared data, in order (decision 334): each may import those before it, never one
 * after it, so no two import each other. An order files its customer and reads its referral; a
 * payout locks an order's commissions; a booking locks its order and writes its timeline; a
 * customer's copy and erasure read their orders; the retention purge erases as erasure does.
 */
const owners = [
  'library',
  'customers',
  'referrals',
  'discounts',
  'orders',
  'payouts',
  'bookings',
  'customer-data',
  'retention',
];
const infrastructure = ['db', 'jobs', 'mail', 'payments', 'sign-ins', 'storage', 'web'];
const testFiles = ['**/*.test.ts', '**/*.test.tsx'];

/**
 * The loose files at the root of src/server/. The composition roots build and start the shop
 * from every folder, so nothing in a folder imports them; the shared ones (settings, errors,
 * time, logging, headers) sit under the folders, so they import no feature and no owner.
 */
const compositionRoots = ['app', 'runtime', 'main', 'dev', 'retention-schedule'].map(
  (name) => `./src/server/${name}.ts`,
);
const sharedRootFiles = [
  'clock',
  'config',
  'errors',
  'logger-options',
  'log-serializers',
  'project-root',
  'security-headers',
].map((name) => `./src/server/${name}.ts`);

/** The client's features (src/client/features/<name>/): pages compose them, they never meet. */
const clientFeatures = [
  'admin',
  'affiliates',
  'catalogue',
  'checkout',
  'free-signup',
  'gifts',
  'intake',
  'landing',
  'order-status',
  'policies',
  'reviews',
  'tiers',
  'support',
  'upgrades',
  'workspace',
];
const clientComposers = ['pages', 'layouts', 'app.tsx', 'routes.tsx', 'main.tsx', 'prerender.tsx'];

/**
 * An import cycle is an error everywhere: a module's imports are finished before it runs. A test
 * file is imported by nothing, so it can close no cycle: the rule skips the walk from each one.
 */
const noCycles = {
  files: ['**/*.{ts,tsx,mts,mjs,js}'],
  ignores: [...testFiles, 'tests/e2e/**/*.spec.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
    'import-x/resolver-next': [
      createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.d.ts'] }),
    ],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

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

/** Zones: files under `target` may not import files under any of `from`. */
const serverFolder = (folder) => `./src/server/${folder}`;
const serverZone = (target, from, message) => ({
  target: serverFolder(target),
  from: from.map(serverFolder),
  message,
});
const serverZones = [
  ...features.map((feature) =>
    serverZone(
      feature,
      features.filter((other) => other !== feature),
      'Features never import each other: move what both need to the owner of its data or to infrastructure.',
    ),
  ),
  ...owners.map((owner, index) =>
    serverZone(
      owner,
      [...features, ...owners.slice(index + 1)],
      `${owner}/ imports only the owners before it (${owners.slice(0, index).join(', ') || 'none'}), never a later owner or a feature.`,
    ),
  ),
  ...infrastructure.map((folder) =>
    serverZone(
      folder,
      [...features, ...owners],
      'Infrastructure never imports features or owners.',
    ),
  ),
];

const boundaries = [
  restrict(
    [...features, ...owners, ...infrastructure].map((folder) => `src/server/${folder}/**`),
    [noTestSupport],
  ),
  // The benchmarks measure on the tests' own inputs (bench:chart times the test birthplaces);
  // the operator CLIs beside them are production code.
  {
    ...restrict(['src/server/*.ts', 'src/astrology/**', 'scripts/**'], [noTestSupport]),
    ignores: [...testFiles, 'scripts/bench-*'],
  },
];

/**
 * The tests' switch to a cheap password hash (decision 319) is for tests and their support only:
 * the shop and its scripts always hash at the shop's own cost.
 */
const testHashingSwitch = 'setHashingCostForTests';
const testHashingMessage = `${testHashingSwitch} is the tests' switch: the shop hashes at its own cost.`;
const noTestHashingInTheShop = {
  files: ['src/**/*.{ts,tsx}', 'scripts/**'],
  ignores: testFiles,
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: `ImportSpecifier[imported.name='${testHashingSwitch}']`,
        message: testHashingMessage,
      },
      {
        selector: `MemberExpression[property.name='${testHashingSwitch}']`,
        message: testHashingMessage,
      },
    ],
  },
};

/** Boundaries checked on the resolved file, so a path's depth cannot hide where it leads. */
const resolvedBoundaries = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: testFiles,
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...serverZones,
          ...clientFeatures.map((feature) => ({
            target: `./src/client/features/${feature}`,
            from: './src/client/features',
            except: [`./${feature}`],
            message:
              'Client features never import each other: move what both need to components/, lib/ or common/.',
          })),
          ...clientFeatures.map((feature) => ({
            target: `./src/client/features/${feature}`,
            from: clientComposers.map((part) => `./src/client/${part}`),
            message: 'Pages and layouts compose features; a feature never imports them.',
          })),
          {
            target: ['./src/client/components', './src/client/lib'],
            from: ['features', ...clientComposers].map((part) => `./src/client/${part}`),
            message:
              'components/ and lib/ are shared by every feature: they never import a feature, a page or a layout.',
          },
          {
            target: sharedRootFiles,
            from: [...features, ...owners].map((folder) => `./src/server/${folder}`),
            message:
              'The shared files at the root of src/server/ never import a feature or an owner.',
          },
          {
            target: './src/server/*/**',
            from: compositionRoots,
            message:
              'app.ts, runtime.ts, main.ts, dev.ts and retention-schedule.ts build the shop; nothing inside it imports them.',
          },
        ],
      },
    ],
  },
};

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
  noCycles,
  resolvedBoundaries,
  noTestHashingInTheShop,
);
