import type { FastifyInstance } from 'fastify';
import { forAdmins } from '../../sign-ins/route-access';
import { adminStats } from './dashboard-stats';

/** The admin dashboard's counters (docs/product.md §7), for admins only (`sign-in/admin-sign-ins.ts`). */
export async function adminDashboardRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  app.get('/api/admin/stats', forAdmins, async () => adminStats(db));
}
