/**
 * Operator CLI for the admin area (docs/architecture.md: break-glass and local sign-in). Same config
 * (`DATA_DIR` or `DATABASE_URL`, `ADMIN_EMAILS`, `PUBLIC_URL`) and service functions as the server.
 *   npm run admin -- link you@example.com
 */
import { adminUsage, pgliteHeldMessage, runAdminCli } from '../src/server/admin/sign-in/cli';
import { consoleOutput, runOperatorCommand } from './operator-command';

runOperatorCommand({
  usage: adminUsage,
  heldMessage: pgliteHeldMessage,
  run: (args, { db, config }) => runAdminCli(args, { db, config, output: consoleOutput }),
});
