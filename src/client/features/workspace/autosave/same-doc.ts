import type { WrittenDoc } from '../../../../common/written-reading';

/** JSON with every object's keys in order: the database hands a document back reordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether two sections hold the same text (a save that did arrive, though its answer did not). */
export function isSameDoc(left: WrittenDoc, right: WrittenDoc): boolean {
  return canonical(left) === canonical(right);
}
