/**
 * The name and address the shop signs its pages and mails with when `SHOP_NAME` and
 * `SUPPORT_EMAIL` are not set: the server's defaults, and what a page shows before the server's
 * own values reach it.
 */
export const defaultShopIdentity = {
  shopName: 'Astral Path',
  supportEmail: 'support@astralpath.example',
} as const;
