/**
 * Operator CLI for affiliates (decision 068: no open sign-up). Same config
 * (`DATA_DIR` or `DATABASE_URL`) and service functions as the server.
 *   npm run affiliate -- create --name "Luna Vega" --email luna@example.com [--rate 20] [--password ...]
 *   npm run affiliate -- list | set-password --email ... | deactivate --email ... | activate --email ...
 */
import { affiliateUsage, runAffiliateCli } from '../src/server/affiliates/cli';
import { consoleOutput, runOperatorCommand } from './operator-command';

runOperatorCommand({
  usage: affiliateUsage,
  run: (args, { db, config }) =>
    runAffiliateCli(args, { db, publicUrl: config.PUBLIC_URL, output: consoleOutput }),
});
