import { createFormControl } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderAfterQueries, stubJsonFetch } from '../../../../../tests/support/query-render';
import type { AdminPage } from '../../../../common/admin';
import type { AdminAffiliate } from '../../../../common/admin-affiliates';
import { ADMIN_MAX_PAGE_SIZE } from '../../../../common/admin';
import { discountCodeMessages, type DiscountCodeInput } from '../../../../common/discount-codes';
import { Dialog } from '../../../components/ui/dialog';
import { createDiscountCode } from '../api/discount-codes';
import { adminAffiliatesQueryOptions } from '../api/get-admin-affiliates';
import { codeFormDefaults, codeFormResolver, type CodeFormValues } from './code-form-schema';
import { CreateCodeForm } from './create-code-dialog';

const today = '2026-03-04';

const affiliate: AdminAffiliate = {
  id: '3f0c9a52-8d6e-4b7a-9c1e-2a4b6c8d0e1f',
  name: 'Nova Starling',
  email: 'nova@example.com',
  referralCode: 'NOVA2026',
  commissionRate: '20.00',
  isActive: true,
  hasPassword: true,
  visits: 0,
  sales: 0,
  createdAt: '2026-03-01T10:00:00Z',
  pendingCents: 0,
  payableCents: 0,
  paidCents: 0,
};

/**
 * Submits the form's values as react-hook-form does (the form's own resolver, then its submit
 * handler): what it would send, or the message under each refused field.
 */
async function submit(changes: Partial<CodeFormValues>) {
  const form = createFormControl<CodeFormValues, unknown, DiscountCodeInput>({
    resolver: codeFormResolver,
    defaultValues: { ...codeFormDefaults(today), code: 'spring-20', value: '20', ...changes },
  });
  let sent: DiscountCodeInput | undefined;
  let refused: Record<string, string | undefined> = {};
  await form.handleSubmit(
    (input) => {
      sent = input;
    },
    (errors) => {
      refused = Object.fromEntries(
        Object.entries(errors).map(([field, error]) => [field, error?.message]),
      );
    },
  )();
  return { sent, refused };
}

describe('the new discount code form', () => {
  it('asks for each figure, and offers the shop’s own code or an affiliate’s', async () => {
    stubJsonFetch(200, {
      items: [affiliate],
      nextCursor: null,
    } satisfies AdminPage<AdminAffiliate>);
    const markup = await renderAfterQueries(
      <Dialog open>
        <CreateCodeForm onDone={() => {}} />
      </Dialog>,
      {
        path: '/admin/codes',
        prefetch: (client) =>
          client.prefetchInfiniteQuery(adminAffiliatesQueryOptions('', ADMIN_MAX_PAGE_SIZE)),
      },
    );
    for (const label of [
      'Code',
      'Description (optional)',
      'Discount type',
      'Percentage off',
      'Starts on',
      'Ends on (optional)',
      'Limit in all (optional)',
      'Limit per customer (optional)',
      'Affiliate (optional)',
    ]) {
      expect(markup).toContain(`>${label}</label>`);
    }
    expect(markup).toContain('All readings');
    expect(markup).toContain('>None — the shop&#x27;s own</option>');
    expect(markup).toContain(`>Nova Starling (NOVA2026)</option>`);
    expect(markup).toContain('>Create code</button>');
  });

  it('refuses a 95 % discount with the schema’s message', async () => {
    const { sent, refused } = await submit({ kind: 'percent', value: '95' });
    expect(sent).toBeUndefined();
    expect(refused.value).toBe(discountCodeMessages.percent);
  });

  it('says the amount’s rule, not the percentage’s, for an amount left empty', async () => {
    const { refused } = await submit({ kind: 'amount', value: '' });
    expect(refused.value).toBe(discountCodeMessages.amount);
  });

  it('sends null for the limits, the end and the affiliate left empty', async () => {
    const { sent } = await submit({});
    expect(sent).toBeDefined();
    const fetch = stubJsonFetch(201, { id: '5b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e' });
    await createDiscountCode(sent!);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/codes');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      code: 'SPRING-20',
      description: '',
      kind: 'percent',
      value: 20,
      productIds: null,
      startsOn: today,
      endsOn: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      affiliateId: null,
    });
  });

  it('sends the readings ticked and the limits typed as numbers', async () => {
    const { sent } = await submit({
      kind: 'amount',
      value: '15',
      isForAllProducts: false,
      productIds: ['1', '3'],
      endsOn: '2026-03-31',
      maxUses: '100',
      maxUsesPerCustomer: '1',
      affiliateId: affiliate.id,
    });
    expect(sent).toMatchObject({
      kind: 'amount',
      value: 15,
      productIds: [1, 3],
      endsOn: '2026-03-31',
      maxUses: 100,
      maxUsesPerCustomer: 1,
      affiliateId: affiliate.id,
    });
  });
});
