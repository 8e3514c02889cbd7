import type { ReactNode } from 'react';
import {
  CalendarClock,
  CheckCircle2,
  Download,
  ExternalLink,
  LifeBuoy,
  PenLine,
  Video,
} from 'lucide-react';
import { bookableFromPhrase, supportWindowSentence } from '../../../../common/catalogue';
import type {
  ReadingDeliverable,
  ReadingFileLinks,
  ReadingSession,
  ReadingWrittenDocument,
} from '../../../../common/order-status-reading';
import { Button } from '../../../components/ui/button';
import { formatCalendarDay, formatFileSize } from '../../../../common/format';
import { ReadingSection } from './reading-section';

/** A delivered written report: open a PDF here, or download it (the Notion workspace's ZIP). */
function WrittenFile({ name, file }: { name: string; file: ReadingFileLinks }) {
  const isPdf = file.fileName.toLowerCase().endsWith('.pdf');
  return (
    <span className="mt-2 flex flex-wrap gap-2">
      {isPdf ? (
        <Button asChild size="sm">
          <a href={file.viewPath} target="_blank" rel="noopener">
            <ExternalLink aria-hidden />
            View<span className="sr-only"> {name} in a new tab</span>
          </a>
        </Button>
      ) : null}
      <Button asChild size="sm" variant={isPdf ? 'outline' : 'default'}>
        <a href={file.downloadPath} download>
          <Download aria-hidden />
          Download<span className="sr-only"> {name}</span>
        </a>
      </Button>
      <span className="self-center text-sm">
        {isPdf ? 'PDF' : 'ZIP to import into Notion'}, {formatFileSize(file.size)}
      </span>
    </span>
  );
}

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
            file: item.file ? <WrittenFile name={item.name} file={item.file} /> : null,
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
      <ul className="grid gap-3">
        {rows.map((row) => (
          <li
            key={row.key}
            className="flex gap-3 rounded-lg border border-border bg-surface px-4 py-3"
          >
            <span className="mt-1 shrink-0">{row.icon}</span>
            <span>
              <span className="block font-semibold text-foreground">{row.title}</span>
              <span className="text-sm">{row.text}</span>
              {row.file ?? null}
            </span>
          </li>
        ))}
      </ul>
    </ReadingSection>
  );
}
