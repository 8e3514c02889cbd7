import { describe, expect, it } from 'vitest';
import { findProduct } from '../../../common/catalogue';
import { upgradeOffersQueryOptions } from './api';
import { UpgradeOffers } from './components/upgrade-offers';
import { renderAfterQueries, stubJsonFetch } from '../../../../tests/support/query-render';
import { testUpgradeOffers } from '../../../../tests/support/upgrade-offers';

const token = 'order-token-for-upgrade-offers';
const journey = findProduct(4)!;
const intensive = findProduct(5)!;
const blueprint = findProduct(6)!;

const view = testUpgradeOffers(journey, [intensive, blueprint], (product) => [
  `What ${product.name} adds`,
]);

/** The server's reply to `POST /api/upgrades/offers`, as `fetch` gives it. */
const replyWith = stubJsonFetch;

function renderWith() {
  return renderAfterQueries(<UpgradeOffers token={token} />, {
    path: '/order',
    prefetch: (client) => client.prefetchQuery(upgradeOffersQueryOptions(token)),
  });
}

describe('the order page’s upgrade offers', () => {
  it('asks for the offers with the order link’s token', async () => {
    const fetch = replyWith(200, view);
    await renderWith();
    expect(fetch).toHaveBeenCalledWith(
      '/api/upgrades/offers',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ token }) }),
    );
  });

  it('shows each offer at the difference in price, linked to its upgrade page', async () => {
    replyWith(200, view);
    const markup = await renderWith();
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
    replyWith(200, { ...view, openUntil: null, offers: [] });
    const markup = await renderWith();
    expect(markup).toBe('');
  });

  it('shows nothing when the offers cannot be read', async () => {
    replyWith(404, { error: 'not_found', message: 'We could not find an order.' });
    const markup = await renderWith();
    expect(markup).toBe('');
  });
});
