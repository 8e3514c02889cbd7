import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReadingWrittenDocument } from '../../../../common/order-status-reading';
import { StillToCome } from './still-to-come';

const delivered: ReadingWrittenDocument = {
  kind: 'written-document',
  key: 'strategic-report',
  name: 'Integrated strategic report',
  summary: 'Your reader on your chart and your answers.',
  state: 'delivered',
  countsFrom: 'questionnaire',
  minDays: 10,
  maxDays: 14,
  dueBy: null,
  file: {
    fileName: 'Integrated strategic report.pdf',
    size: 120_000,
    downloadPath: '/api/downloads/f1',
    viewPath: '/api/downloads/f1?view=1',
  },
};

describe('the reader’s reports on the reading page', () => {
  it('names the reader who wrote a delivered report', () => {
    const markup = renderToStaticMarkup(
      <StillToCome deliverables={[delivered]} readerName="Selene Hart" />,
    );
    expect(markup).toContain('Written by Selene Hart and delivered.');
    expect(markup).not.toContain('Written by your reader');
  });

  it('says “your reader” while no reader is named', () => {
    const markup = renderToStaticMarkup(
      <StillToCome deliverables={[delivered]} readerName={null} />,
    );
    expect(markup).toContain('Written by your reader and delivered.');
  });
});
