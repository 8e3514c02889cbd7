/**
 * What one shop process does (decision 366). `all`, the default, is the whole shop in one
 * process, as `npm start` runs it; in production an instance can be only `web` (every page and
 * API route; it queues background jobs in the database but runs none) or only `worker` (the
 * jobs: mail, documents, reminders, the retention purge, paid-order recovery and the tables'
 * upkeep; it answers only `/healthz` and `/readyz`).
 */
export const SHOP_ROLES = ['all', 'web', 'worker'] as const;

export type ShopRole = (typeof SHOP_ROLES)[number];

/** Whether this process answers the pages and the API (a worker answers health checks only). */
export function isServingPages(role: ShopRole): boolean {
  return role !== 'worker';
}

/** Whether this process runs the background jobs, the retention schedule and the recovery. */
export function isRunningBackgroundWork(role: ShopRole): boolean {
  return role !== 'web';
}
