import { Clock } from 'lucide-react';
import type { ReadingBirthTime } from '../../../../common/order-status-reading';
import { ReadingSection } from './reading-section';

/**
 * For an order placed with "I don't know my birth time": what the documents could not settle
 * without it, with the range where there is one, and how to send a time found later.
 */
export function ReadingBirthTimeSection({ birthTime }: { birthTime: ReadingBirthTime }) {
  return (
    <ReadingSection
      title="What your birth time would settle"
      icon={<Clock className="size-5 text-gold" aria-hidden />}
    >
      <p>
        You told us you do not know your birth time, so your charts are drawn for noon on your birth
        date. Your Sun sign and the planets barely move in a day; these parts depend on the hour:
      </p>
      <dl className="mt-3 grid gap-3">
        {birthTime.dependsOnIt.map((item) => (
          <div key={item.title}>
            <dt className="font-semibold text-foreground">{item.title}</dt>
            <dd>{item.text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3">{birthTime.howToSend}</p>
    </ReadingSection>
  );
}
