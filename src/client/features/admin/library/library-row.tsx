import { Link, useSearch } from 'wouter';
import type { LibraryEntrySummary } from '../../../../common/library';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatAdminDate } from '../shared/format';
import { libraryEntryPath } from './library-view';

/** What the list carries to an entry's page: the search to go back to. */
export interface LibraryEntryLinkState {
  librarySearch: string;
}

/** The reader's own text for the entry, if they wrote one. */
export function OwnTextBadge({ own }: { own: LibraryEntrySummary['own'] }) {
  if (own === 'none') return null;
  return (
    <Badge variant={own === 'chosen' ? 'success' : 'outline'}>
      {own === 'chosen' ? 'Your text, used in your drafts' : 'Your text'}
    </Badge>
  );
}

/** One entry: its factor (the way in), group, the first words of its text and its version. */
export function LibraryRow({ entry }: { entry: LibraryEntrySummary }) {
  const search = useSearch();
  const state: LibraryEntryLinkState = { librarySearch: search };
  return (
    <li>
      <Card className="relative grid gap-1.5 p-4 focus-within:border-gold/70 hover:border-gold/50">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 className="font-sans text-base font-semibold">
            {/* The whole card follows the link; the link alone is what is read and focused. */}
            <Link
              href={libraryEntryPath(entry.key)}
              state={state}
              className="text-gold-bright underline-offset-4 after:absolute after:inset-0 after:rounded-xl hover:underline"
            >
              {entry.factor}
            </Link>
          </h3>
          <OwnTextBadge own={entry.own} />
        </div>
        <p className="text-sm text-muted">
          {entry.group} · version {entry.version}
          {entry.editedAt ? `, edited ${formatAdminDate(entry.editedAt)}` : ', as shipped'}
        </p>
        <p className="text-sm break-words">{entry.excerpt}</p>
      </Card>
    </li>
  );
}
