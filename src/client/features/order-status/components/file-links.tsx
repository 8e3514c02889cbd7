import { Download, ExternalLink } from 'lucide-react';
import type { ReadingFileLinks } from '../../../../common/order-status-reading';
import { Button } from '../../../components/ui/button';
import { formatFileSize } from '../../../../common/format';
import { cn } from '../../../lib/cn';

/** A written report is delivered as a PDF, or as the ZIP of a Notion workspace. */
export function isPdfFile(file: ReadingFileLinks): boolean {
  return file.fileName.toLowerCase().endsWith('.pdf');
}

/**
 * A delivered file's buttons: a PDF opens in a new tab or downloads; any other file (a written
 * report's Notion workspace) only downloads, as a ZIP.
 */
export function FileLinks({
  name,
  file,
  isPdf,
  className,
}: {
  /** The document's name, read out with each button. */
  name: string;
  file: ReadingFileLinks;
  isPdf: boolean;
  /** The space above the buttons. */
  className: string;
}) {
  return (
    <span className={cn('flex flex-wrap gap-2', className)}>
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
