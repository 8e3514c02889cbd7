import { Download, ExternalLink, FileText, Hourglass, Mail } from 'lucide-react';
import type { ReadingComputedDocument } from '../../../../common/order-status-reading';
import { Button } from '../../../components/ui/button';
import { formatFileSize } from '../../../../common/format';
import { ReadingSection } from './reading-section';

function DocumentState({ document }: { document: ReadingComputedDocument }) {
  if (document.state === 'delivered') {
    return (
      <div className="mt-3 flex flex-wrap gap-2">
        <Button asChild size="sm">
          <a href={document.file.viewPath} target="_blank" rel="noopener">
            <ExternalLink aria-hidden />
            View<span className="sr-only"> {document.name} in a new tab</span>
          </a>
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={document.file.downloadPath} download>
            <Download aria-hidden />
            Download<span className="sr-only"> {document.name}</span>
          </a>
        </Button>
        <span className="self-center text-sm">PDF, {formatFileSize(document.file.size)}</span>
      </div>
    );
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
      <ul className="grid gap-3">
        {documents.map((document) => (
          <li
            key={document.document}
            className="rounded-lg border border-border bg-surface px-4 py-3"
          >
            <p className="font-semibold text-foreground">{document.name}</p>
            <p className="text-sm">
              {document.summary}
              {document.isChartForReader
                ? ' The chart your reader’s written report builds on.'
                : ''}
            </p>
            <DocumentState document={document} />
          </li>
        ))}
      </ul>
    </ReadingSection>
  );
}
