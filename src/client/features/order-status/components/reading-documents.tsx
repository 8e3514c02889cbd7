import { FileText, Hourglass, Mail } from 'lucide-react';
import type { ReadingComputedDocument } from '../../../../common/order-status-reading';
import { CardList } from '../../../components/ui/card-list';
import { FileLinks } from './file-links';
import { ReadingSection } from './reading-section';

function DocumentState({ document }: { document: ReadingComputedDocument }) {
  if (document.state === 'delivered') {
    return <FileLinks name={document.name} file={document.file} isPdf className="mt-3" />;
  }
  if (document.state === 'being-prepared') {
    return (
      <p className="mt-2 flex items-center gap-2 text-sm">
        <Hourglass className="size-4 text-gold" aria-hidden />
        Being drawn now: it arrives here and by e-mail within minutes.
      </p>
    );
  }
  return (
    <p className="mt-2 flex gap-2 text-sm">
      <Mail className="mt-1 size-4 shrink-0 text-gold" aria-hidden />
      <span>{document.reason}</span>
    </p>
  );
}

/** "Your documents": every computed document of the product, to view, download or wait for. */
export function ReadingDocuments({ documents }: { documents: readonly ReadingComputedDocument[] }) {
  return (
    <ReadingSection
      title="Your documents"
      icon={<FileText className="size-5 text-gold" aria-hidden />}
    >
      <CardList
        items={documents}
        keyOf={(document) => document.document}
        cardClassName="rounded-lg border border-border bg-surface px-4 py-3"
      >
        {(document) => (
          <>
            <p className="font-semibold text-foreground">{document.name}</p>
            <p className="text-sm">
              {document.summary}
              {document.isChartForReader
                ? ' The chart your reader’s written report builds on.'
                : ''}
            </p>
            <DocumentState document={document} />
          </>
        )}
      </CardList>
    </ReadingSection>
  );
}
