import type { FastifyInstance } from 'fastify';
import {
  figuresCsvQuerySchema,
  figuresQuerySchema,
  type FiguresReport,
} from '../../../common/figures';
import { forAdmins } from '../../sign-ins/route-access';
import { attachmentDisposition } from '../../web/attachment';
import { figuresCsv } from './figures-csv';
import { figuresReport } from './figures';

/**
 * The owner's figures (issue 40): the page's report for a range of UTC days and the one before,
 * and a CSV of each of its tables. `forAdmins`: the session is checked before anything is read.
 */
export async function adminFiguresRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/api/admin/figures', forAdmins, async (request, reply): Promise<FiguresReport> => {
    reply.header('cache-control', 'private, no-store');
    return figuresReport(db, figuresQuerySchema.parse(request.query));
  });

  app.get('/api/admin/figures.csv', forAdmins, async (request, reply) => {
    const { table, ...range } = figuresCsvQuerySchema.parse(request.query);
    const report = await figuresReport(db, range);
    return reply
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        attachmentDisposition(`figures-${table}-${range.from}-to-${range.to}.csv`),
      )
      .type('text/csv; charset=utf-8')
      .send(figuresCsv(report, table));
  });
}
