// `npm run test:durations [report.json]`: writes tests/durations.json, each test file's time in
// seconds from a Vitest JSON report (by default the one `.ci/run` leaves in .tmp), for the
// sequencer that runs the longest files first (vitest.config.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reportFile = path.resolve(process.argv[2] ?? path.join(root, '.tmp', 'vitest-report.json'));
const report = JSON.parse(readFileSync(reportFile, 'utf8'));
const durationsFile = path.join(root, 'tests', 'durations.json');

const durations = {};
for (const file of report.testResults) {
  // The report names files by absolute path, from wherever the run was (here, or a fresh clone).
  const name = file.name.startsWith(`${root}/`)
    ? path.relative(root, file.name)
    : /(?:^|\/)((?:src|tests|scripts)\/.*)$/.exec(file.name)?.[1];
  if (!name) continue;
  durations[name] = Math.round((file.endTime - file.startTime) / 100) / 10;
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(durationsFile, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(
  `${Object.keys(sorted).length} files' durations written to ${path.relative(root, durationsFile)}`,
);
