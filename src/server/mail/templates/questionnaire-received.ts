import { answersInPageOrder } from '../../../common/intake';
import type { MailTemplate } from '../types';
import {
  block,
  emailDocument,
  escapeHtml,
  firstNameOf,
  heading,
  orderReferenceOf,
  orderStatusLink,
  paragraph,
} from './layout';
import { questionnaireReceivedPayloadSchema as payloadSchema } from '../contracts';

const SUMMARY_LENGTH = 140;

function summarise(answer: string): string {
  const flat = answer.replace(/\s+/g, ' ').trim();
  return flat.length > SUMMARY_LENGTH ? `${flat.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : flat;
}

/** Confirms what arrived: each answer summarised and each file named, then what happens next. */
export const questionnaireReceived: MailTemplate = (rawPayload, context) => {
  const received = payloadSchema.parse(rawPayload);
  const firstName = firstNameOf(received.fullName);
  const reference = orderReferenceOf(received.purchaseId);
  const status = orderStatusLink(context, received.purchaseId);
  const isCorrection = received.version > 1;
  const subject = isCorrection
    ? `We received your updated answers for ${received.productName}`
    : `We received your answers for ${received.productName}`;
  const intro = isCorrection
    ? 'Thank you for the update. We read this version from now on; the earlier one is kept for reference.'
    : 'Thank you: your questionnaire is in, and your reading is under way.';
  const answers = answersInPageOrder(received.responses).map(({ title, answer }) => ({
    title,
    summary: summarise(answer),
  }));
  const fileLines = received.files.map(
    (file) => `${file.kind === 'resume' ? 'Resume' : 'Palm photo'}: ${file.fileName}`,
  );

  const rows = [
    block([heading(`Thank you, ${firstName}`), paragraph(escapeHtml(intro))].join('')),
    block(
      [
        paragraph(`<strong>What you sent us</strong> (order ${escapeHtml(reference)})`),
        ...answers.map((answer) =>
          paragraph(
            `<strong>${escapeHtml(answer.title)}:</strong> ${escapeHtml(answer.summary)}`,
            'margin-bottom:8px;',
          ),
        ),
        ...(fileLines.length > 0
          ? [paragraph(fileLines.map(escapeHtml).join('<br>'), 'margin-top:12px;')]
          : []),
      ].join(''),
      { isCard: true },
    ),
    block(
      [
        heading('What happens next'),
        paragraph(escapeHtml(received.delivery)),
        paragraph(
          `Want to change an answer? Open the questionnaire link from your order e-mail again and submit it once more, or write to <a href="mailto:${escapeHtml(context.supportEmail)}" style="color:#e2b857;">${escapeHtml(context.supportEmail)}</a>.`,
        ),
        status.html,
      ].join(''),
    ),
  ];
  const text = [
    `Thank you, ${firstName}`,
    '',
    intro,
    '',
    `What you sent us (order ${reference})`,
    ...answers.map((answer) => `- ${answer.title}: ${answer.summary}`),
    ...(fileLines.length > 0 ? ['', ...fileLines] : []),
    '',
    'What happens next',
    received.delivery,
    '',
    `Want to change an answer? Open the questionnaire link from your order e-mail again and submit it once more, or write to ${context.supportEmail}.`,
    '',
    status.text,
    '',
    `${context.shopName} - ${context.publicUrl}`,
  ].join('\n');
  return {
    subject,
    html: emailDocument({ preheader: intro, title: subject, rows, context }),
    text,
  };
};
