/**
 * Every admin query key starts with `admin`, then the thing; a change invalidates by prefix
 * (e.g. all purchase lists, whatever their filters) instead of listing keys.
 */
export const adminQueryKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  users: ['admin', 'users'] as const,
  purchases: ['admin', 'purchases'] as const,
  purchase: (purchaseId: string) => ['admin', 'purchase', purchaseId] as const,
  clients: ['admin', 'client'] as const,
  client: (userId: string) => ['admin', 'client', userId] as const,
  affiliates: ['admin', 'affiliates'] as const,
  affiliate: (affiliateId: string) => ['admin', 'affiliates', 'one', affiliateId] as const,
  readings: ['admin', 'readings'] as const,
  readers: ['admin', 'readers'] as const,
};
