import type { ComponentType } from 'react';

/**
 * The admin area's pages, each its own chunk, behind one small loader chunk: the shop's
 * first-load JS names one file for them all (docs/decisions/116). Admins wait one extra small
 * request on their first page; customers never load any of it.
 */
const loaders = {
  adminLogin: () => import('./admin-login-page'),
  adminDashboard: () => import('./admin-dashboard-page'),
  adminCustomer: () => import('./admin-customer-page'),
  adminOrder: () => import('./admin-order-page'),
  adminAffiliate: () => import('./admin-affiliate-page'),
  adminSupport: () => import('./admin-support-page'),
  adminReadings: () => import('./admin-readings-page'),
  adminReading: () => import('./admin-reading-page'),
  adminSessions: () => import('./admin-sessions-page'),
  adminMyHours: () => import('./admin-my-hours-page'),
  adminProfile: () => import('./admin-profile-page'),
  adminLibrary: () => import('./admin-library-page'),
  adminLibraryEntry: () => import('./admin-library-entry-page'),
  adminCodes: () => import('./admin-codes-page'),
  adminReviews: () => import('./admin-reviews-page'),
  adminFigures: () => import('./admin-figures-page'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type AdminPageKey = keyof typeof loaders;

export function loadPage(key: AdminPageKey): Promise<{ default: ComponentType }> {
  return loaders[key]();
}
