import { Fragment } from 'react';
import { formatFileSize, formatLongDay } from '../../../common/format';
import { joinNames } from '../../../common/text';
import { Block, firstNameOf, GoldButton, Paragraph } from './layout';
import { mailTemplate, renderMail } from './render-mail';
import {
  OrderOpening,
  orderOpeningText,
  OrderStatusLine,
  orderReferenceOf,
  orderStatusText,
} from './order-parts';
import { reportDeliveryPayloadSchema as payloadSchema } from '../contracts';

/**
 * The reading is ready: one private download button per file, when the links stop working,
 * and how to get new ones. A re-issue says so, so the customer knows which mail to use.
 */
export const reportDelivery = mailTemplate(payloadSchema, async (delivery, context) => {
  const reference = orderReferenceOf(delivery.purchaseId);
  const firstName = firstNameOf(delivery.fullName);
  const expires = formatLongDay(delivery.expiresAt, 'UTC');
  const files = delivery.files.map((file) => ({
    ...file,
    url: `${context.publicUrl}${file.downloadPath}`,
    label: `${file.fileName} (${formatFileSize(file.size)})`,
  }));
  const isAttached = delivery.attachments.length > 0;
  const toCome = delivery.stillToCome;
  const subject = delivery.isReissue
    ? `New download links: ${delivery.productName}`
    : delivery.isUpdate
      ? `Your corrected reading: ${delivery.productName}`
      : toCome
        ? `Your first documents are here: ${delivery.productName}`
        : `Your reading is ready: ${delivery.productName}`;
  const one = files.length === 1;
  const intro = delivery.isReissue
    ? 'Here are fresh download links for your reading. Links from earlier e-mails may no longer work; these do.'
    : [
        delivery.isUpdate
          ? `${delivery.updateReason === 'revised' ? 'Your reader has revised your reading.' : 'We have recalculated your reading with your corrected birth details.'} This version replaces the one we sent before: the download links in that e-mail now open this one, so nothing points to the old version.`
          : toCome
            ? 'The documents we compute from your chart are ready.'
            : 'Your reading is ready.',
        isAttached
          ? `${one ? 'It is attached to this e-mail as a PDF' : 'They are attached to this e-mail as PDFs'}, and you can also download ${one ? 'it' : 'them'} below. Keep ${one ? 'it' : 'them'} somewhere safe.`
          : `Download your ${one ? 'file' : 'files'} below and keep ${one ? 'it' : 'them'} somewhere safe.`,
      ].join(' ');
  const stillToCome = toCome
    ? `Still to come: ${joinNames(toCome.names)}, written for you by your reader. ${toCome.delivery} Your order page shows what has arrived and what is still being written.`
    : '';
  const notDrawn = delivery.notDrawn.map(
    (document) => `Not in this e-mail: ${document.name}. ${document.reason}`,
  );
  const expiry = `For your privacy the links are personal and work until ${expires} (UTC). After that, reply to this e-mail or write to ${context.supportEmail} and we will send new ones.`;

  const greeting = delivery.isReissue
    ? `New links for you, ${firstName}`
    : toCome
      ? `Your first documents are here, ${firstName}`
      : `Your reading is here, ${firstName}`;
  const opening = { heading: greeting, intro };
  const card = { productName: delivery.productName, reference };

  return {
    ...(await renderMail({
      subject,
      preheader: `${delivery.productName}: download links inside, valid until ${expires}`,
      context,
      body: (
        <>
          <OrderOpening opening={opening} card={card}>
            {files.map((file) => (
              <Fragment key={file.url}>
                <Paragraph style={{ marginBottom: '8px' }}>{file.label}</Paragraph>
                <GoldButton href={file.url}>Download</GoldButton>
              </Fragment>
            ))}
          </OrderOpening>
          {[...notDrawn, ...(stillToCome ? [stillToCome] : [])].map((sentence) => (
            <Block key={sentence}>
              <Paragraph>{sentence}</Paragraph>
            </Block>
          ))}
          <Block>
            <Paragraph>{expiry}</Paragraph>
            <OrderStatusLine context={context} purchaseId={delivery.purchaseId} />
          </Block>
        </>
      ),
      text: [
        ...orderOpeningText(opening, card),
        '',
        ...files.flatMap((file) => [file.label, file.url, '']),
        ...notDrawn.flatMap((sentence) => [sentence, '']),
        ...(stillToCome ? [stillToCome, ''] : []),
        expiry,
        '',
        orderStatusText(context, delivery.purchaseId),
      ],
    })),
    attachments: delivery.attachments,
  };
});
