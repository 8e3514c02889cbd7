import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The restricted-import messages ESLint gives `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
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
      "import { findPurchase } from '../orders/purchases';",
      "import { upsertContact } from '../customers/customers';",
      "import { enqueueEmail } from '../mail/outbox';",
      'export const probe = [findPurchase, upsertContact, enqueueEmail];',
      '',
    ].join('\n');
    expect(await boundaryErrors('src/server/intake/probe.ts', code)).toEqual([]);
  });

  it('stops infrastructure and owners from reaching up', async () => {
    expect(
      await boundaryErrors(
        'src/server/mail/probe.ts',
        "import { findPurchase } from '../orders/purchases';\nexport const probe = findPurchase;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/server/customers/probe.ts',
        "import { findPurchase } from '../orders/purchases';\nexport const probe = findPurchase;\n",
      ),
    ).toHaveLength(1);
  });

  it('keeps test fakes out of production code but not out of tests', async () => {
    const code =
      "import { createTestApp } from '../../../tests/support/app';\nexport const probe = createTestApp;\n";
    expect(await boundaryErrors('src/server/checkout/probe.ts', code)).toHaveLength(1);
    expect(await boundaryErrors('src/server/checkout/probe.test.ts', code)).toEqual([]);
  });
});
