import { z } from 'zod';
import type { MailTemplate } from '../types';
import {
  block,
  button,
  emailDocument,
  escapeHtml,
  firstNameOf,
  heading,
  orderReferenceOf,
  paragraph,
} from './layout';

/** What a delivery queues (`orders/order-files.ts`): links were signed when it was queued. */
const payloadSchema = z.object({
  purchaseId: z.string(),
  fullName: z.string(),
  productName: z.string(),
  files: z
    .array(z.object({ fileName: z.string(), size: z.number(), downloadPath: z.string() }))
    .min(1),
  expiresAt: z.iso.datetime(),
  isReissue: z.boolean().default(false),
});

const expiryFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeZone: 'UTC',
});

function sizeOf(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The reading is ready: one private download button per file, when the links stop working,
 * and how to get new ones. A re-issue says so, so the customer knows which mail to use.
 */
export const reportDelivery: MailTemplate = (rawPayload, context) => {
  const delivery = payloadSchema.parse(rawPayload);
  const reference = orderReferenceOf(delivery.purchaseId);
  const firstName = firstNameOf(delivery.fullName);
  const expires = expiryFormat.format(new Date(delivery.expiresAt));
  const files = delivery.files.map((file) => ({
    ...file,
    url: `${context.publicUrl}${file.downloadPath}`,
    label: `${file.fileName} (${sizeOf(file.size)})`,
  }));
  const subject = delivery.isReissue
    ? `New download links: ${delivery.productName}`
    : `Your reading is ready: ${delivery.productName}`;
  const intro = delivery.isReissue
    ? 'Here are fresh download links for your reading. Links from earlier e-mails may no longer work; these do.'
    : `Your reading is ready. Download your ${files.length === 1 ? 'file' : 'files'} below and keep ${files.length === 1 ? 'it' : 'them'} somewhere safe.`;
  const expiry = `For your privacy the links are personal and work until ${expires} (UTC). After that, reply to this e-mail or write to ${context.supportEmail} and we will send new ones.`;

  const rows = [
    block(
      [
        heading(
          delivery.isReissue
            ? `New links for you, ${firstName}`
            : `Your reading is here, ${firstName}`,
        ),
        paragraph(escapeHtml(intro)),
      ].join(''),
    ),
    block(
      [
        paragraph(`<strong>${escapeHtml(delivery.productName)}</strong>`, 'margin-bottom:4px;'),
        paragraph(`Order reference: ${escapeHtml(reference)}`),
        ...files.map(
          (file) =>
            `${paragraph(escapeHtml(file.label), 'margin-bottom:8px;')}${button('Download', file.url)}<br>`,
        ),
      ].join(''),
      { isCard: true },
    ),
    block(paragraph(escapeHtml(expiry))),
  ];

  const text = [
    delivery.isReissue ? `New links for you, ${firstName}` : `Your reading is here, ${firstName}`,
    '',
    intro,
    '',
    `Product: ${delivery.productName}`,
    `Order reference: ${reference}`,
    '',
    ...files.flatMap((file) => [file.label, file.url, '']),
    expiry,
    '',
    `${context.shopName} - ${context.publicUrl}`,
  ].join('\n');

  return {
    subject,
    html: emailDocument({
      preheader: `${delivery.productName}: download links inside, valid until ${expires}`,
      title: subject,
      rows,
      context,
    }),
    text,
  };
};
