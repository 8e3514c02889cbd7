import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { WorkspaceFile } from '../../../../common/workspace';
import { ResumeViewer } from './resume-viewer';

const fileOf = (fileName: string, contentType: string): WorkspaceFile => ({
  uploadId: '3f1a6a0e-8f8e-4c6b-9a55-1d2e3f4a5b6c',
  fileName,
  contentType,
  viewPath: '/api/admin/reading/6d7e3a4c-1111-4b2a-9c3d-222233334444/files/3f1a6a0e',
});

describe('the resume beside the text', () => {
  it('shows a PDF in a frame of its private address on the shop', () => {
    const markup = renderToStaticMarkup(
      <ResumeViewer file={fileOf('cv.pdf', 'application/pdf')} onDownload={() => {}} />,
    );
    expect(markup).toContain(
      '<iframe src="/api/admin/reading/6d7e3a4c-1111-4b2a-9c3d-222233334444/files/3f1a6a0e" title="Resume: cv.pdf"',
    );
  });

  it('offers a Word file as a download, saying why it is not shown', () => {
    const markup = renderToStaticMarkup(
      <ResumeViewer
        file={fileOf(
          'cv.docx',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        )}
        onDownload={() => {}}
      />,
    );
    expect(markup).not.toContain('<iframe');
    expect(markup).toContain('Browsers cannot show Word documents in the page.');
    expect(markup).toMatch(/<a [^>]*download[^>]*>Download cv\.docx<\/a>/);
  });
});
