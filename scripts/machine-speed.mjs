// `node scripts/machine-speed.mjs`: how fast this machine's one core does a fixed piece of
// JavaScript work, printed by `.ci/run` before the tests so that run times from different
// machines can be compared (decision 399). The same commit's CI run took 565 s on one machine
// of this kind and 1,090 s on another: without this figure the two read as a regression.
import { pathToFileURL } from 'node:url';

/** Objects built, written as JSON, read back and hashed: a page's and a test's kind of work. */
const ITEMS = 200_000;

/**
 * The reference work: the same operations in the same order on every machine, so its result is
 * always `REFERENCE_CHECKSUM` (a test holds it, so the work cannot change unnoticed).
 * @returns {number}
 */
export function referenceWork() {
  const items = [];
  for (let i = 0; i < ITEMS; i += 1) {
    items.push({ id: i, name: `item ${i}`, tags: [i % 7, i % 11], price: (i * 37) % 1000 });
  }
  const text = JSON.stringify(items);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  for (const item of JSON.parse(text)) {
    hash = Math.imul(hash ^ item.tags[0] ^ (item.tags[1] << 8) ^ (item.price << 16), 16777619);
  }
  return hash >>> 0;
}

/** What `referenceWork` returns: an FNV-1a hash of its JSON and of what it read back. */
export const REFERENCE_CHECKSUM = 2_989_735_311;

/**
 * The fastest of `rounds` runs of the reference work, in milliseconds: the fastest, as the
 * slower ones measure what else the machine was doing.
 * @param {number} [rounds]
 */
export function measureMachineSpeed(rounds = 5) {
  let fastest = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    if (referenceWork() !== REFERENCE_CHECKSUM) {
      throw new Error('The reference work gave another result: it is no longer the same work.');
    }
    fastest = Math.min(fastest, performance.now() - started);
  }
  return Math.round(fastest);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(
    `Machine speed: the reference work took ${measureMachineSpeed()} ms on one core, fastest of 5, on Node ${process.versions.node} (lower is faster; decision 399)`,
  );
}
