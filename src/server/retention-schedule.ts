import { pruneSignInLinks } from './admin/sign-in/sign-in-links';
import type { Clock } from './clock';
import type { Database } from './db/client';
import { dailyJob, type DailyJob, type DailyJobLog } from './jobs/daily-job';
import { sweepExpiredRows } from './jobs/expired-rows';
import { sweepOrphanReportFiles } from './orders/report-file-orphans';
import { purgeExpiredData } from './retention/retention-purge';
import { purgeClosedAffiliateAccounts } from './referrals/account-retention';
import type { ObjectStorage } from './storage';

export const RETENTION_PURGE_JOB = 'retention-purge';

export interface RetentionScheduleDeps {
  db: Database;
  storage: ObjectStorage;
  clock: Clock;
  log: DailyJobLog;
  checkEveryMs?: number;
}

/**
 * The purge /privacy promises (decision 155), once a day per shop once started: personal data past its
 * period (`retention/retention-purge.ts`), closed affiliate accounts (`referrals/account-retention.ts`),
 * then rows that expired (sessions, sign-in links,
 * throttles), and stored report files no order names (a render killed before filing its PDF,
 * decision 305). The day's counts go to the log and to the day's `scheduled_runs` row.
 */
export function retentionSchedule(deps: RetentionScheduleDeps): DailyJob {
  return dailyJob({
    db: deps.db,
    job: RETENTION_PURGE_JOB,
    clock: deps.clock,
    log: deps.log,
    checkEveryMs: deps.checkEveryMs,
    run: async () => ({
      ...(await purgeExpiredData(deps, { now: deps.clock() })),
      ...(await purgeClosedAffiliateAccounts(deps.db, deps.clock())),
      ...(await sweepExpiredRows(deps.db)),
      'expired.adminSignInLinks': await pruneSignInLinks(deps.db),
      'orphans.reportFiles': await sweepOrphanReportFiles(deps, { now: deps.clock() }),
    }),
  });
}
