import { formatCount } from '../../../../common/format';
import type { LibraryImportReply, LibraryVersionView } from '../../../../common/library';

/** The sentences the library's pages say about what the server answered. */

/** "Showing 100 of 687", or that nothing matched. */
export function countLine(shown: number, total: number): string {
  if (total === 0) return 'No entry matches.';
  return `Showing ${formatCount(shown)} of ${formatCount(total)}`;
}

const entries = (count: number) => `${formatCount(count)} ${count === 1 ? 'entry' : 'entries'}`;

/** "Imported: 3 entries changed, 684 unchanged." */
export function importedLine(reply: LibraryImportReply): string {
  return `Imported: ${entries(reply.changed)} changed, ${formatCount(reply.unchanged)} unchanged.`;
}

/** Where a version's text came from. */
export function versionSource(version: LibraryVersionView): string {
  switch (version.source) {
    case 'shipped':
      return 'As shipped';
    case 'edited':
      return 'Edited';
    case 'restored':
      return version.restoredFrom === null
        ? 'Restored'
        : `Restored from version ${version.restoredFrom}`;
    case 'imported':
      return 'Imported';
  }
}

function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "The document fills in {sign}: keep it." — what an edit must keep; null when nothing. */
export function placeholderLine(placeholders: readonly string[]): string | null {
  if (placeholders.length === 0) return null;
  const them = placeholders.length === 1 ? 'it' : 'them';
  return `The document fills in ${listed(placeholders)}: keep ${them}.`;
}
