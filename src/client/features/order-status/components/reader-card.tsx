import { UserRound } from 'lucide-react';
import type { ReaderCard as ReaderCardView } from '../../../../common/readers';
import { ReadingSection } from './reading-section';

/** Who writes the reading and holds the sessions: the name and words the reader chose. */
export function ReaderCard({ reader }: { reader: ReaderCardView }) {
  return (
    <ReadingSection
      title="Your reader"
      icon={<UserRound className="size-5 text-gold" aria-hidden />}
    >
      <p className="font-semibold text-foreground">{reader.name}</p>
      {reader.bio ? <p className="mt-1 whitespace-pre-line">{reader.bio}</p> : null}
    </ReadingSection>
  );
}
