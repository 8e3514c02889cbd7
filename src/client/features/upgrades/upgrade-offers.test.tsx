import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { findProduct } from '../../../common/catalogue';
import { upgradePrice, type UpgradeOffers as OffersView } from '../../../common/upgrades';
import { upgradeOffersQueryOptions } from './api';
import { UpgradeOffers } from './components/upgrade-offers';

const token = 'order-token-for-upgrade-offers';
const journey = findProduct(4)!;
const intensive = findProduct(5)!;
const blueprint = findProduct(6)!;

const view: OffersView = {
  currentProductId: journey.id,
  currentProductName: journey.name,
  openUntil: '2026-12-24T12:00:00Z',
  offers: [intensive, blueprint].map((product) => ({
    productId: product.id,
    productName: product.name,
    tagline: product.tagline,
    fullPrice: product.price.toFixed(2),
    price: upgradePrice(journey, product),
    adds: [`What ${product.name} adds`],
  })),
  cardholder: { fullName: 'Maria Silva', email: 'maria@example.com', phone: '' },
};

/** The server's reply to `POST /api/upgrades/offers`, as `fetch` gives it. */
function replyWith(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

async function renderWith(fetch: ReturnType<typeof replyWith>) {
  vi.stubGlobal('fetch', fetch);
  // As the server's answer left it: a failed read is not asked again as the page mounts.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false } },
  });
  await client.prefetchQuery(upgradeOffersQueryOptions(token));
  return renderToStaticMarkup(
    <Router ssrPath="/order">
      <QueryClientProvider client={client}>
        <UpgradeOffers token={token} />
      </QueryClientProvider>
    </Router>,
  );
}

describe('the order page’s upgrade offers', () => {
  it('asks for the offers with the order link’s token', async () => {
    const fetch = replyWith(200, view);
    await renderWith(fetch);
    expect(fetch).toHaveBeenCalledWith(
      '/api/upgrades/offers',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ token }) }),
    );
  });

  it('shows each offer at the difference in price, linked to its upgrade page', async () => {
    const markup = await renderWith(replyWith(200, view));
    expect(markup).toContain('Upgrade your reading');
    expect(markup).toContain('Upgrades are offered until Dec 24, 2026.');
    expect(markup).toContain('everything already delivered stays yours');
    expect(markup).toContain(intensive.tagline);
    expect(markup).toContain(
      `You pay <strong class="font-semibold text-foreground">$275.00</strong> now (the difference from ${journey.name}); normally $350.00.`,
    );
    expect(markup).toContain(`What ${blueprint.name} adds`);
    expect(markup).toContain(`href="/upgrade?to=5#token=${token}"`);
    expect(markup).toContain(`href="/upgrade?to=6#token=${token}"`);
    expect(markup).toContain(`Upgrade to ${intensive.name}`);
  });

  it('shows nothing when the order has no offer', async () => {
    const markup = await renderWith(replyWith(200, { ...view, openUntil: null, offers: [] }));
    expect(markup).toBe('');
  });

  it('shows nothing when the offers cannot be read', async () => {
    const markup = await renderWith(
      replyWith(404, { error: 'not_found', message: 'We could not find an order.' }),
    );
    expect(markup).toBe('');
  });
});
