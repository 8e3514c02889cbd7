import type { WorkspaceFile } from '../../../../common/workspace';

/** A PDF is shown in the page by the browser's own viewer; Word files only download. */
export function canShowInline(file: WorkspaceFile | null): boolean {
  return file?.contentType === 'application/pdf';
}

/**
 * The customer's resume beside the reader's text (issue 36): a PDF in a frame of its private
 * address on this shop (the file route lets only the shop frame it), a DOC or DOCX as a download
 * with a note, since browsers cannot show Word files.
 */
export function ResumeViewer({
  file,
  onDownload,
}: {
  file: WorkspaceFile;
  onDownload: () => void;
}) {
  if (canShowInline(file)) {
    return (
      <div className="grid gap-2">
        <iframe
          src={file.viewPath}
          title={`Resume: ${file.fileName}`}
          className="h-[70vh] min-h-96 w-full rounded-md border border-border bg-white"
        />
        <a
          className="text-gold-bright underline"
          href={file.viewPath}
          target="_blank"
          rel="noreferrer"
        >
          Open {file.fileName} in a tab of its own
        </a>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <p className="text-muted">
        Browsers cannot show Word documents in the page. Download it and open it beside this tab.
      </p>
      <a className="text-gold-bright underline" href={file.viewPath} download onClick={onDownload}>
        Download {file.fileName}
      </a>
    </div>
  );
}
