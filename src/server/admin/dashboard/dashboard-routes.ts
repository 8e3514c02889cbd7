import type { FastifyInstance } from 'fastify';
import { forAdmins } from '../../sessions/route-access';
import { adminStats } from './dashboard-stats';

/** The admin dashboard's counters (docs/product.md §7), for admins only (`sign-in/admin-session.ts`). */
export async function adminDashboardRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  app.get('/api/admin/stats', forAdmins, async () => adminStats(db));
}
