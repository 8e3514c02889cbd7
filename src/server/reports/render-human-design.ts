/** The Human Design profile of an order (The Intensive and up) as a PDF. */
import { createElement, type ReactElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { bodygraphData, humanDesignForChart } from '../../astrology';
import { prepareReportFonts } from './documents/fonts';
import { HumanDesignProfileDocument } from './documents/human-design-profile';
import { documentFileName, type DocumentInput } from './report-input';
import { computedDocumentTitle } from '../../common/catalogue';

export const humanDesignTitle = computedDocumentTitle('human-design-profile');

/** "Human Design Profile - Jane Doe.pdf". */
export const humanDesignFileName = (input: { fullName: string }): string =>
  documentFileName(humanDesignTitle, input.fullName);

export async function renderHumanDesignPdf(input: DocumentInput): Promise<Buffer> {
  await prepareReportFonts();
  const chart = humanDesignForChart(input.chart);
  const document = createElement(HumanDesignProfileDocument, {
    input,
    chart,
    data: bodygraphData(chart),
    title: humanDesignTitle,
  }) as ReactElement<DocumentProps>;
  return renderToBuffer(document);
}
