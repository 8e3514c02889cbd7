import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const boundaryRules = new Set(['no-restricted-imports', 'import-x/no-restricted-paths']);

/**
 * One ESLint a set of rules, running only those: with every rule on, each probe also walked the
 * whole import graph for the cycle rule, and one test took over 30 s on a loaded machine.
 */
const linters = new Map<Set<string>, ESLint>();
function linterFor(rules: Set<string>): ESLint {
  let linter = linters.get(rules);
  if (!linter) {
    linter = new ESLint({ ruleFilter: ({ ruleId }) => rules.has(ruleId) });
    linters.set(rules, linter);
  }
  return linter;
}

/** The messages of `rules` ESLint gives `code` as if it were the file at `filePath`. */
async function errorsOf(rules: Set<string>, filePath: string, code: string): Promise<string[]> {
  const [result] = await linterFor(rules).lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => rules.has(message.ruleId ?? ''))
    .map((message) => message.message);
}

/** The boundary messages ESLint gives `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  return errorsOf(boundaryRules, filePath, code);
}

describe('module boundaries (eslint.config.js)', () => {
  it('stops a feature from importing another feature', async () => {
    const errors = await boundaryErrors(
      'src/server/intake/probe.ts',
      "import { checkoutRoutes } from '../checkout/routes';\nexport const probe = checkoutRoutes;\n",
    );
    expect(errors.join()).toMatch(/Features never import each other/);
  });

  it('lets a feature import the owners and infrastructure', async () => {
    const code = [
      "import { findOrder } from '../orders/orders';",
      "import { upsertContact } from '../customers/customers';",
      "import { enqueueEmail } from '../mail/outbox';",
      'export const probe = [findOrder, upsertContact, enqueueEmail];',
      '',
    ].join('\n');
    expect(await boundaryErrors('src/server/intake/probe.ts', code)).toEqual([]);
  });

  it('stops infrastructure and owners from reaching up', async () => {
    expect(
      await boundaryErrors(
        'src/server/mail/probe.ts',
        "import { findOrder } from '../orders/orders';\nexport const probe = findOrder;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/server/customers/probe.ts',
        "import { findOrder } from '../orders/orders';\nexport const probe = findOrder;\n",
      ),
    ).toHaveLength(1);
  });

  it('lets an owner import only the owners before it', async () => {
    const lockOrder =
      "import { lockOrder } from '../orders/orders';\nexport const probe = lockOrder;\n";
    expect(await boundaryErrors('src/server/bookings/probe.ts', lockOrder)).toEqual([]);
    expect(await boundaryErrors('src/server/payouts/probe.ts', lockOrder)).toEqual([]);
    const slots = "import { slotsFor } from '../bookings/slots';\nexport const probe = slotsFor;\n";
    expect((await boundaryErrors('src/server/orders/probe.ts', slots)).join()).toMatch(
      /orders\/ imports only the owners before it \(library, customers, referrals, discounts\)/,
    );
    const payouts =
      "import { payoutsOf } from '../payouts/payouts';\nexport const probe = payoutsOf;\n";
    expect(await boundaryErrors('src/server/referrals/probe.ts', payouts)).toHaveLength(1);
    const purge =
      "import { purgeExpiredData } from '../retention/retention-purge';\nexport const probe = purgeExpiredData;\n";
    expect(await boundaryErrors('src/server/customer-data/probe.ts', purge)).toHaveLength(1);
    const erasure =
      "import { eraseCustomer } from '../customer-data/customer-erasure';\nexport const probe = eraseCustomer;\n";
    expect(await boundaryErrors('src/server/retention/probe.ts', erasure)).toEqual([]);
    // The library is read by documents and drafts, and reads no other owner.
    const orders =
      "import { findOrder } from '../orders/orders';\nexport const probe = findOrder;\n";
    expect(await boundaryErrors('src/server/library/probe.ts', orders)).toHaveLength(1);
  });

  it('keeps test fakes out of production code but not out of tests', async () => {
    const code =
      "import { createTestApp } from '../../../tests/support/app';\nexport const probe = createTestApp;\n";
    expect(await boundaryErrors('src/server/checkout/probe.ts', code)).toHaveLength(1);
    expect(await boundaryErrors('src/server/checkout/probe.test.ts', code)).toEqual([]);
  });

  it("keeps the tests' cheap password hash out of the shop and its scripts", async () => {
    const rules = new Set(['no-restricted-syntax']);
    const named =
      "import { setHashingCostForTests } from '../referrals/password';\nsetHashingCostForTests({ logN: 10, r: 8, p: 1 });\n";
    const throughNamespace =
      "import * as password from '../referrals/password';\npassword.setHashingCostForTests({ logN: 10, r: 8, p: 1 });\n";
    expect((await errorsOf(rules, 'src/server/affiliates/probe.ts', named)).join()).toMatch(
      /the tests' switch/,
    );
    expect(await errorsOf(rules, 'src/server/affiliates/probe.ts', throughNamespace)).toHaveLength(
      1,
    );
    expect(await errorsOf(rules, 'scripts/probe.ts', named)).toHaveLength(1);
    expect(await errorsOf(rules, 'src/server/affiliates/probe.test.ts', named)).toEqual([]);
    expect(await errorsOf(rules, 'tests/support/probe.ts', named)).toEqual([]);
  });

  it("lets a benchmark read the tests' data, and keeps it out of the operator CLIs", async () => {
    const code =
      "import { birthplaceFixtures } from '../tests/support/birthplace-fixtures';\nexport const probe = birthplaceFixtures;\n";
    expect(await boundaryErrors('scripts/bench-probe.ts', code)).toEqual([]);
    expect(await boundaryErrors('scripts/probe.ts', code)).toHaveLength(1);
  });

  it('stops a client feature from importing another, and lets it use components, lib and common', async () => {
    const sideways =
      "import { PurchaseFacts } from '../catalogue/product-details';\nexport const probe = PurchaseFacts;\n";
    expect((await boundaryErrors('src/client/features/tiers/probe.tsx', sideways)).join()).toMatch(
      /Client features never import each other/,
    );
    const deeper =
      "import { ProductCard } from '../../catalogue/product-card';\nexport const probe = ProductCard;\n";
    expect(await boundaryErrors('src/client/features/admin/order/probe.tsx', deeper)).toHaveLength(
      1,
    );
    const inside =
      "import { ReferralPanel } from '../order/referral-panel';\nexport const probe = ReferralPanel;\n";
    expect(await boundaryErrors('src/client/features/admin/affiliates/probe.tsx', inside)).toEqual(
      [],
    );
    const allowed = [
      "import { Button } from '../../components/ui/button';",
      "import { cn } from '../../lib/cn';",
      "import { products } from '../../../common/catalogue';",
      'export const probe = [Button, cn, products];',
      '',
    ].join('\n');
    expect(await boundaryErrors('src/client/features/tiers/probe.tsx', allowed)).toEqual([]);
  });

  it('stops a client feature from importing the pages that compose it', async () => {
    const code =
      "import ServicesPage from '../../pages/services-page';\nexport const probe = ServicesPage;\n";
    expect((await boundaryErrors('src/client/features/catalogue/probe.tsx', code)).join()).toMatch(
      /compose features/,
    );
  });

  it('keeps the loose files at the root of src/server/ in their place', async () => {
    const reachingUp =
      "import { findOrder } from './orders/orders';\nexport const probe = findOrder;\n";
    expect((await boundaryErrors('src/server/errors.ts', reachingUp)).join()).toMatch(
      /never import a feature or an owner/,
    );
    expect(await boundaryErrors('src/server/runtime.ts', reachingUp)).toEqual([]);
    const intoTheRoot = "import { buildApp } from '../app';\nexport const probe = buildApp;\n";
    expect((await boundaryErrors('src/server/checkout/probe.ts', intoTheRoot)).join()).toMatch(
      /nothing inside it imports them/,
    );
    const shared = "import { AppError } from '../errors';\nexport const probe = AppError;\n";
    expect(await boundaryErrors('src/server/checkout/probe.ts', shared)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // orders.ts imports order-customer.ts, so order-customer.ts may not import it back.
    const cycle = "import { findOrder } from './orders';\nexport const probe = findOrder;\n";
    const cycles = new Set(['import-x/no-cycle']);
    expect(await errorsOf(cycles, 'src/server/orders/order-customer.ts', cycle)).toHaveLength(1);
    const noCycle =
      "import { recordOrderEvent } from './timeline';\nexport const probe = recordOrderEvent;\n";
    expect(await errorsOf(cycles, 'src/server/orders/order-customer.ts', noCycle)).toEqual([]);
  });

  it('tells a sub-area of a feature from the feature it is named like', async () => {
    const ownSubArea =
      "import { listAdminAffiliates } from '../affiliates/affiliates';\nexport const probe = listAdminAffiliates;\n";
    expect(await boundaryErrors('src/server/admin/orders/probe.ts', ownSubArea)).toEqual([]);
    const otherFeature =
      "import { affiliateRoutes } from '../../affiliates/routes';\nexport const probe = affiliateRoutes;\n";
    expect((await boundaryErrors('src/server/admin/orders/probe.ts', otherFeature)).join()).toMatch(
      /Features never import each other/,
    );
  });

  it('keeps the shared client components and lib below the features', async () => {
    const code =
      "import { AffiliateEntry } from '../../features/affiliates/components/affiliate-entry';\nexport const probe = AffiliateEntry;\n";
    expect((await boundaryErrors('src/client/components/layout/probe.tsx', code)).join()).toMatch(
      /never import a feature, a page or a layout/,
    );
    expect(
      await boundaryErrors('src/client/layouts/probe.tsx', code.replace('../../', '../')),
    ).toEqual([]);
  });
});
