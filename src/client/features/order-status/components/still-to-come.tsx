import type { ReactNode } from 'react';
import { CalendarClock, CheckCircle2, LifeBuoy, PenLine, Video } from 'lucide-react';
import { bookableFromPhrase, supportWindowSentence } from '../../../../common/catalogue';
import type {
  ReadingDeliverable,
  ReadingSession,
  ReadingWrittenDocument,
} from '../../../../common/order-status-reading';
import { CardList } from '../../../components/ui/card-list';
import { formatCalendarDay } from '../../../../common/format';
import { FileLinks, isPdfFile } from './file-links';
import { ReadingSection } from './reading-section';

function promiseOf(item: ReadingWrittenDocument, readerName: string | null): string {
  const range = `${item.minDays} to ${item.maxDays} business days`;
  if (item.state === 'delivered') {
    return item.file
      ? `Written by ${readerName ?? 'your reader'} and delivered.`
      : 'Delivered: it is with your files.';
  }
  if (item.state === 'waiting-for-questionnaire') {
    return `Written within ${range} of your questionnaire's answers, so it starts when they arrive.`;
  }
  const from = item.countsFrom === 'questionnaire' ? 'your answers' : 'your payment';
  return `Being written now, within ${range} of ${from}: by ${formatCalendarDay(item.dueBy ?? '', 'full')} at the latest.`;
}

function sessionsText(minutes: number, count: number): string {
  const each = `${minutes}-minute`;
  return count === 1 ? `One ${each} session` : `${count} sessions of ${minutes} minutes`;
}

/** How this session is booked, from where the order stands (decision 308). */
function bookingText(item: ReadingSession): string {
  const it = item.count === 1 ? 'it' : 'them';
  return item.isBookable
    ? `Book ${it} yourself on this page, at a time that suits you.`
    : `You book ${it} yourself on this page ${bookableFromPhrase[item.bookableFrom]}.`;
}

interface Row {
  key: string;
  icon: ReactNode;
  title: string;
  text: string;
  file?: ReactNode;
}

/** "Still to come": what readers write and by when, and the sessions and support included. */
export function StillToCome({
  deliverables,
  readerName,
}: {
  deliverables: readonly ReadingDeliverable[];
  readerName: string | null;
}) {
  const rows = deliverables.flatMap((item): Row[] => {
    switch (item.kind) {
      case 'written-document':
        return [
          {
            key: item.key,
            icon:
              item.state === 'delivered' ? (
                <CheckCircle2 className="size-4 text-success" aria-hidden />
              ) : (
                <PenLine className="size-4 text-gold" aria-hidden />
              ),
            title: item.name,
            text: `${item.summary} ${promiseOf(item, readerName)}`,
            file: item.file ? (
              <FileLinks
                name={item.name}
                file={item.file}
                isPdf={isPdfFile(item.file)}
                className="mt-2"
              />
            ) : null,
          },
        ];
      case 'live-session':
        return [
          {
            key: item.key,
            icon: <Video className="size-4 text-gold" aria-hidden />,
            title: item.name,
            text: `${sessionsText(item.minutes, item.count)}, included. ${bookingText(item)}`,
          },
        ];
      case 'support-window':
        return [
          {
            key: item.key,
            icon: <LifeBuoy className="size-4 text-gold" aria-hidden />,
            title: item.name,
            text: `Included. ${supportWindowSentence(item).replace('on your order page', 'on this page')}`,
          },
        ];
      default:
        return [];
    }
  });
  if (rows.length === 0) return null;
  const written = deliverables.filter((item) => item.kind === 'written-document');
  const isReadingDelivered =
    written.length > 0 && written.every((item) => item.state === 'delivered');
  return (
    <ReadingSection
      title={isReadingDelivered ? 'Your reader’s reports, and what is included' : 'Still to come'}
      icon={<CalendarClock className="size-5 text-gold" aria-hidden />}
    >
      <CardList
        items={rows}
        keyOf={(row) => row.key}
        cardClassName="flex gap-3 rounded-lg border border-border bg-surface px-4 py-3"
      >
        {(row) => (
          <>
            <span className="mt-1 shrink-0">{row.icon}</span>
            <span>
              <span className="block font-semibold text-foreground">{row.title}</span>
              <span className="text-sm">{row.text}</span>
              {row.file ?? null}
            </span>
          </>
        )}
      </CardList>
    </ReadingSection>
  );
}
