import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminMessages, customerListQuerySchema } from '../../../common/admin';
import { forAdmins } from '../../sign-ins/route-access';
import { customerDetail } from './customer-detail';
import { listCustomers } from './customer-list';

const customerParamsSchema = z.object({
  userId: z.uuid({ error: adminMessages.customerNotFound }),
});

/**
 * The admin API's customers (docs/product.md §7): the user list and search, and the client page. Every
 * route is `forAdmins` (`sign-in/admin-sign-ins.ts`); the export and erasure of a customer's
 * data are in `customer-data-routes.ts`.
 */
export async function adminCustomerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  for (const url of ['/api/admin/users', '/api/admin/search/users']) {
    app.get(url, forAdmins, async (request) =>
      listCustomers(db, customerListQuerySchema.parse(request.query)),
    );
  }

  app.get('/api/admin/client/:userId', forAdmins, async (request) => {
    const { userId } = customerParamsSchema.parse(request.params);
    return customerDetail(db, userId);
  });
}
