/**
 * The dynamic profile breakdown of The Compass Package as a PDF: the chart's shape,
 * Human Design and the core numbers read together as one portrait (issue 23, decision 242).
 */
import { createElement, type ReactElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import {
  chartBodies,
  composeProfilePortrait,
  computeChartShape,
  coreNumbers,
  elementPortraits,
  humanDesignForChart,
  modalityPortraits,
  patternPortraits,
  type ChartBody,
  type ZodiacSign,
} from '../../astrology';
import { bodyPositionOf } from './documents/chart-points';
import { prepareReportFonts } from './documents/fonts';
import { ProfileDocument, type ProfileContent } from './documents/profile-document';
import { documentFileName, type DocumentInput } from './report-input';
import { computedDocumentTitle } from '../../common/catalogue';

export const profileTitle = computedDocumentTitle('dynamic-profile');

/** "Your Dynamic Profile - Jane Doe.pdf". */
export function profileFileName(input: { fullName: string }): string {
  return documentFileName(profileTitle, input.fullName);
}

/** Everything the document prints, computed once from the order's birth data. */
export function profileContent(input: DocumentInput): ProfileContent {
  const { chart } = input;
  const shape = computeChartShape(chart);
  const humanDesign = humanDesignForChart(chart);
  const numbers = coreNumbers({
    birthDate: input.birth.date,
    fullName: input.fullName,
    year: input.generatedAt.getUTCFullYear(),
  });
  const signs = Object.fromEntries(
    chartBodies.map((body) => [body, bodyPositionOf(chart, body).sign]),
  ) as Record<ChartBody, ZodiacSign>;
  const sections = composeProfilePortrait({
    firstName: input.fullName.trim().split(/\s+/)[0] ?? input.fullName,
    shape,
    signs: { ...signs, ascendant: chart.ascendant?.sign ?? null },
    moonLongitude: chart.moon.longitude,
    humanDesign,
    numbers,
  });
  const types = [
    ...new Set(
      humanDesign.birthDay?.varying.find(({ field }) => field === 'type')?.values ?? [
        humanDesign.type,
      ],
    ),
  ];
  const keyFacts = [
    elementPortraits[shape.elements.leading[0] ?? 'fire'].name,
    modalityPortraits[shape.modalities.leading[0] ?? 'cardinal'].name,
    patternPortraits[shape.pattern.pattern].name,
    types.join(' or '),
    `Life Path ${numbers.lifePath.number}`,
  ].join('   ·   ');
  return { shape, humanDesign, numbers, sections, keyFacts };
}

export async function renderProfilePdf(input: DocumentInput): Promise<Buffer> {
  await prepareReportFonts();
  const document = createElement(ProfileDocument, {
    input,
    content: profileContent(input),
    title: profileTitle,
  }) as ReactElement<DocumentProps>;
  return renderToBuffer(document);
}
