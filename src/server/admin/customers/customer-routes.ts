import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminMessages, userListQuerySchema } from '../../../common/admin';
import { forAdmins } from '../../sessions/route-access';
import { clientDetail } from './client-detail';
import { listUsers } from './user-list';

const userParamsSchema = z.object({ userId: z.uuid({ error: adminMessages.clientNotFound }) });

/**
 * The admin API's customers (docs/product.md §7): the user list and search, and the client page. Every
 * route is `forAdmins` (`sign-in/admin-session.ts`); the export and erasure of a customer's
 * data are in `customer-data-routes.ts`.
 */
export async function adminCustomerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  for (const url of ['/api/admin/users', '/api/admin/search/users']) {
    app.get(url, forAdmins, async (request) =>
      listUsers(db, userListQuerySchema.parse(request.query)),
    );
  }

  app.get('/api/admin/client/:userId', forAdmins, async (request) => {
    const { userId } = userParamsSchema.parse(request.params);
    return clientDetail(db, userId);
  });
}
