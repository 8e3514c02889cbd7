import { UserRound } from 'lucide-react';
import type { ReaderCard as ReaderCardView } from '../../../../common/readers';
import { ReadingSection } from './reading-section';

/**
 * Who writes the reading and holds the sessions: the name, words and photo the reader chose.
 * Without a photo the name and bio stand alone, as they read well without one.
 */
export function ReaderCard({ reader }: { reader: ReaderCardView }) {
  return (
    <ReadingSection
      title="Your reader"
      icon={<UserRound className="size-5 text-gold" aria-hidden />}
    >
      <div className="flex items-start gap-4">
        {reader.photoUrl ? (
          <img
            src={reader.photoUrl}
            alt={reader.name}
            width={128}
            height={128}
            loading="lazy"
            decoding="async"
            className="size-20 shrink-0 rounded-full border border-border object-cover sm:size-28"
          />
        ) : null}
        <div className="min-w-0">
          <p className="font-semibold text-foreground">{reader.name}</p>
          {reader.bio ? <p className="mt-1 whitespace-pre-line">{reader.bio}</p> : null}
        </div>
      </div>
    </ReadingSection>
  );
}
