/**
 * Every admin query key starts with `admin`, then the thing; a change invalidates by prefix
 * (e.g. all purchase lists, whatever their filters) instead of listing keys.
 */
export const adminQueryKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  customers: ['admin', 'users'] as const,
  orders: ['admin', 'purchases'] as const,
  order: (purchaseId: string) => ['admin', 'purchase', purchaseId] as const,
  customerDetails: ['admin', 'client'] as const,
  customerDetail: (userId: string) => ['admin', 'client', userId] as const,
  affiliates: ['admin', 'affiliates'] as const,
  affiliate: (affiliateId: string) => ['admin', 'affiliates', 'one', affiliateId] as const,
  readings: ['admin', 'readings'] as const,
  readers: ['admin', 'readers'] as const,
  library: ['admin', 'library'] as const,
};
