/** What every page and e-mail says when a production shop runs on test payments. */
export const TEST_MODE_NOTICE =
  'Test mode: this is a test copy of the shop. No card is charged and no order is real.';
