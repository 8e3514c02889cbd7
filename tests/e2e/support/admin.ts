import type { Page } from 'playwright-core';
import {
  adminSignInCookie,
  startAdminSignIn,
} from '../../../src/server/admin/sign-in/admin-sign-ins';
import { TEST_ADMIN_EMAIL } from '../../support/admin-factories';
import type { ShopJourney } from './fixture';

/**
 * Signs the page's browser context in as an admin without the Google screens: a real admin
 * session, its cookie set as the server would. The e-mail must be on the journey's
 * `ADMIN_EMAILS` (e.g. `useShopJourney({ ADMIN_EMAILS: TEST_ADMIN_EMAIL })`).
 */
export async function signInAsAdmin(
  page: Page,
  journey: ShopJourney,
  email: string = TEST_ADMIN_EMAIL,
): Promise<{ email: string }> {
  const { shop } = journey;
  const { session } = await startAdminSignIn(shop.db, shop.config, { email, name: 'Test Admin' });
  const cookie = adminSignInCookie(shop.config);
  await page.context().addCookies([
    {
      name: cookie.name,
      value: session.token,
      url: shop.url,
      httpOnly: true,
      sameSite: 'Lax',
      expires: Math.floor(session.expiresAt.getTime() / 1000),
    },
  ]);
  return { email };
}
