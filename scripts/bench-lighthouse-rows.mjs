// The rows `bench:lighthouse` prints: a page's figures, and where its blocking time comes from.

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The row's first columns: scores, LCP, TBT, CLS, FCP, benchmark index, main-thread work. */
export function figuresOf(label, row) {
  return (
    `${label.padEnd(24)} ${row.scores.map((value) => String(value).padStart(5)).join(' ')}` +
    ` ${`${(row.lcp / 1000).toFixed(2)} s`.padStart(8)} ${`${Math.round(row.tbt)} ms`.padStart(8)}` +
    ` ${row.cls.toFixed(3).padStart(7)} ${`${(row.fcp / 1000).toFixed(2)} s`.padStart(7)}` +
    ` ${String(Math.round(row.benchmarkIndex)).padStart(8)} ${`${Math.round(row.mainThread)} ms`.padStart(8)}`
  );
}

/** Where a page's blocking time comes from, for a page below a goal or with `BENCH_DETAIL`. */
export function printDetail(lhr, origin) {
  // The main thread's long tasks (as simulated) and each script's share of the work.
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  for (const task of tasks) {
    const where = String(task.url).replace(origin, '');
    console.log(
      `    long task ${String(Math.round(task.duration)).padStart(4)} ms at ${Math.round(task.startTime)} ms: ${where}`,
    );
  }
  const groups = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  console.log(
    `    main thread: ${groups.map((item) => `${item.groupLabel} ${Math.round(item.duration)} ms`).join(', ')}`,
  );
  const scripts = lhr.audits['bootup-time']?.details?.items ?? [];
  for (const item of scripts.slice(0, 6)) {
    const where = String(item.url).replace(origin, '');
    console.log(
      `    script ${where}: ${Math.round(item.scripting)} ms running, ${Math.round(item.scriptParseCompile)} ms compiling, ${Math.round(item.total)} ms in all`,
    );
  }
  for (const id of categories) {
    const failing = lhr.categories[id].auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'manual',
      )
      .map((audit) => audit.id);
    if (failing.length) console.log(`    ${id}: ${failing.join(', ')}`);
  }
}
