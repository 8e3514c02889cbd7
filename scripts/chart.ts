/**
 * Operator CLI: compute one natal chart.
 *   npm run chart -- --date 1961-08-04 --time 19:24 --place "Honolulu, HI" [--json]
 *   npm run chart -- --date 1961-08-04 --time 19:24 --lat 21.3069 --lon -157.8583 --tz Pacific/Honolulu
 *   ... [--name "Full Birth Name"] [--year 2027 | --from 2027-03-15]   (numerology, year ahead)
 *   npm run chart -- --order AD845738 [--year 2027]   (an order's birth data and name, read from
 *     the shop's database: DATABASE_URL, or the PGlite folder when the shop is not running)
 * With --json, stdout carries exactly one JSON object; errors go to stderr, exit code 1.
 */
import { chartCommand } from './chart-command';

process.exitCode = await chartCommand(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
