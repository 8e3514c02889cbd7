import type { LibraryEntryView } from '../../../../../common/library';
import { placeholderLine } from '../library-lines';

/** What the entry is: its factor, group, the documents that print it and what it must keep. */
export function EntryFacts({ view }: { view: LibraryEntryView }) {
  const keep = placeholderLine(view.placeholders);
  return (
    <header className="grid gap-2">
      <h1 className="text-3xl font-semibold break-words sm:text-4xl">{view.factor}</h1>
      <p className="text-muted [overflow-wrap:anywhere]">
        {view.group} · <span className="font-mono text-sm">{view.key}</span>
      </p>
      <p>
        <span className="text-muted">Used in:</span> {view.usedIn.join(', ')}
      </p>
      {keep ? (
        <p className="w-fit rounded-md border border-gold/40 bg-gold/10 px-3 py-2 text-sm">
          {keep}
        </p>
      ) : null}
    </header>
  );
}
