import { describe, expect, it } from 'vitest';
import { findProduct, guaranteeName } from '../../../common/catalogue';
import { upgradeMessages } from '../../../common/upgrades';
import { UpgradeView } from '../../pages/upgrade-page';
import { upgradeOffersQueryOptions } from './api';
import { renderAfterQueries, stubJsonFetch } from '../../../../tests/support/query-render';
import { testUpgradeOffers } from '../../../../tests/support/upgrade-offers';

const token = 'order-token-for-the-upgrade-page';
const journey = findProduct(4)!;
const intensive = findProduct(5)!;

const view = testUpgradeOffers(journey, [intensive], () => ['60-minute live consultation']);

/** The page as drawn once `POST /api/upgrades/offers` answered with `body`. */
async function renderPage(
  props: { token: string | null; to: string | null },
  body: unknown = view,
  status = 200,
) {
  const fetch = stubJsonFetch(status, body);
  const { token: pageToken } = props;
  const markup = await renderAfterQueries(<UpgradeView {...props} />, {
    path: '/upgrade',
    prefetch: pageToken
      ? (client) => client.prefetchQuery(upgradeOffersQueryOptions(pageToken))
      : undefined,
  });
  return { markup, fetch };
}

describe('the upgrade page', () => {
  it('without a token says so and leads to the order lookup, asking the server nothing', async () => {
    const { markup, fetch } = await renderPage({ token: null, to: '5' });
    expect(markup).toContain('This upgrade link is incomplete.');
    expect(markup).toContain('href="/order"');
    expect(markup).not.toContain('Pay ');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the offer beside the card form, with the price to pay now', async () => {
    const { markup } = await renderPage({ token, to: '5' });
    expect(markup).toContain(`From ${journey.name} to ${intensive.name}`);
    expect(markup).toContain('60-minute live consultation');
    expect(markup).toContain('Documents you already have stay yours.');
    expect(markup).toContain(guaranteeName(intensive));
    expect(markup).toContain('Pay $275.00');
    expect(markup).toContain(`href="/order#token=${token}"`);
  });

  it('with a link the server does not know, says the server’s words and leads back', async () => {
    const message = 'We could not find this order.';
    const { markup } = await renderPage({ token, to: '5' }, { error: 'not_found', message }, 404);
    expect(markup).toContain(message);
    expect(markup).toContain(`href="/order#token=${token}"`);
    expect(markup).not.toContain('Pay ');
  });

  it('says an upgrade the order is not offered is not offered, with the way back', async () => {
    const { markup } = await renderPage({ token, to: '6' });
    expect(markup).toContain(upgradeMessages.notOffered);
    expect(markup).toContain(`href="/order#token=${token}"`);
    expect(markup).not.toContain('Pay ');
  });
});
