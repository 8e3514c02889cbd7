import { guaranteeName } from '../../../common/catalogue';
import { formatCalendarDay, formatLongDayTime, formatZoneName } from '../../../common/format';
import { formatUsd } from '../../../common/money';
import { asOneLine } from '../../../common/plain-text';
import {
  giftClaimedPayloadSchema,
  giftDeliveryPayloadSchema,
  giftReceiptPayloadSchema,
  giftReminderPayloadSchema,
  giftUnclaimedPayloadSchema,
} from '../contracts';
import type { MailContext } from '../types';
import {
  Block,
  ButtonNote,
  firstNameOf,
  fonts,
  GoldButton,
  Lines,
  MailHeading,
  MailOpening,
  mailOpeningText,
  Paragraph,
  SupportSentence,
  supportSentenceText,
} from './layout';
import { mailTemplate, renderMail } from './render-mail';
import { OrderOpening, orderOpeningText, orderReferenceOf } from './order-parts';
import { unlinkable } from './unlinkable';

/*
 * The gift mails (decision 356). The buyer's link their gift page, never an order page: the
 * order becomes the recipient's. The recipient's carry the claim link and nothing of the buyer
 * but the name they gave; every text in them was typed by the buyer, who also typed the address
 * they go to, so it is kept from turning into links (`unlinkable`).
 */

/** A gift e-mail due this close to the receipt goes out with it: the receipt says "now". */
const SENT_AT_ONCE_MS = 5 * 60 * 1000;

/** The gift's private links, signed as the mail is drawn (decision 356). */
function giftPageUrl(context: MailContext, purchaseId: string): string {
  if (!context.giftManageUrl) throw new Error('a gift mail needs the gift page link');
  return context.giftManageUrl(purchaseId);
}

function claimUrlOf(context: MailContext, purchaseId: string, version: number): string {
  if (!context.giftClaimUrl) throw new Error('a gift mail needs the claim link');
  return context.giftClaimUrl(purchaseId, version);
}

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

/** The buyer's message as written: each line break kept, the outer blank lines dropped. */
const linesOf = (message: string) => message.replace(/\r\n?/g, '\n').trim().split('\n');

/** The message in quotation marks, in a card; nothing when the buyer wrote none. */
function QuotedMessage({ message }: { message: string }) {
  if (!message.trim()) return null;
  const lines = linesOf(message);
  const last = lines.length - 1;
  return (
    <Block isCard>
      <Paragraph style={{ fontFamily: fonts.serif, fontStyle: 'italic', whiteSpace: 'pre-wrap' }}>
        <Lines
          lines={lines.map(
            (line, index) => `${index === 0 ? '“' : ''}${line}${index === last ? '”' : ''}`,
          )}
        />
      </Paragraph>
    </Block>
  );
}

/** The same quotation in the text part, with its lead-in; no lines when there is no message. */
function quotedText(leadIn: string, message: string): string[] {
  return message.trim() ? ['', leadIn, `“${linesOf(message).join('\n')}”`] : [];
}

const giftPageNote =
  'This link is private to you: it opens your gift page without a password, so please do not share it.';

function GiftPageButton({ url }: { url: string }) {
  return (
    <>
      <GoldButton href={url}>Open your gift page</GoldButton>
      <ButtonNote>{giftPageNote}</ButtonNote>
    </>
  );
}

const giftPageText = (url: string) => [`Your gift page: ${url}`, giftPageNote];

const claimNote =
  'This link is meant for you alone: whoever opens it can claim the gift, so please do not forward this e-mail.';

/** What claiming asks of the recipient, and that it stays theirs. */
const claimExplanation = (from: string) =>
  `To claim it, you give your birth date, time and place: your reading is drawn from them. They stay yours alone: ${from} never sees them.`;

/** How to claim the gift from `from`, and the claim button with its note. */
function ClaimInvitation({ from, url }: { from: string; url: string }) {
  return (
    <>
      <Paragraph>{claimExplanation(from)}</Paragraph>
      <GoldButton href={url}>Claim your reading</GoldButton>
      <ButtonNote>{claimNote}</ButtonNote>
    </>
  );
}

const claimInvitationText = (from: string, url: string) => [
  claimExplanation(from),
  '',
  `Claim your reading: ${url}`,
  claimNote,
];

/** What both mails to the recipient draw from: the buyer's words kept unlinkable, the claim link. */
function recipientMailFacts(
  gift: { purchaseId: string; version: number; fromName: string; recipientName: string },
  context: MailContext,
) {
  return {
    from: unlinkable(gift.fromName),
    recipient: unlinkable(firstNameOf(gift.recipientName)),
    claimUrl: claimUrlOf(context, gift.purchaseId, gift.version),
  };
}

/** To the buyer at payment: what they gave, to whom, when it goes out, and their gift page. */
export const giftReceipt = mailTemplate(giftReceiptPayloadSchema, async (gift, context) => {
  const amount = formatUsd(gift.amount);
  const reference = orderReferenceOf(gift.purchaseId);
  const recipient = firstNameOf(gift.recipientName);
  const pageUrl = giftPageUrl(context, gift.purchaseId);
  const isSentNow = Date.parse(gift.deliverAt) - Date.now() <= SENT_AT_ONCE_MS;
  const subject = `Your gift for ${asOneLine(recipient)} is booked`;
  const intro = `Your payment went through and your gift for ${gift.recipientName} is booked. Here is what you gave and what happens next.`;
  const forWhom = `For: ${gift.recipientName} (${gift.recipientEmail})`;
  const when = isSentNow
    ? `Your gift e-mail to ${recipient} is on its way now.`
    : `We e-mail ${recipient} the gift on ${formatLongDayTime(gift.deliverAt, gift.timeZone)}, ${formatZoneName(gift.timeZone, gift.deliverAt)}.`;
  const messageLeadIn = 'Your message, as they will read it:';
  const privacy = `${recipient} gives their own birth date, time and place when they claim the gift. Those details stay theirs: you will never see them.`;
  const changes = isSentNow
    ? `From your gift page you can correct ${recipient}'s e-mail address or send the gift e-mail again, until the gift is claimed.`
    : `From your gift page you can change the delivery date (until the gift e-mail goes out), correct ${recipient}'s e-mail address or send the gift e-mail again (until the gift is claimed).`;
  const guarantee = `Your ${guaranteeName(gift)} is counted from the day the gift is claimed: if the reading is not what you hoped for, write to us within ${gift.guaranteeDays} days of that day for a full refund.`;
  const questions = {
    before: 'Questions about your gift? Write to ',
    after: ' and quote your order reference.',
  };
  const thanks = { heading: `Thank you, ${firstNameOf(gift.buyerName)}`, intro };
  const card = { productName: gift.productName, amountLine: `Amount paid: ${amount}`, reference };

  return renderMail({
    subject,
    preheader: `${gift.productName} for ${recipient}`,
    context,
    body: (
      <>
        <OrderOpening opening={thanks} card={card} />
        <Block>
          <MailHeading>Who gets it, and when</MailHeading>
          <Paragraph>{forWhom}</Paragraph>
          <Paragraph>{when}</Paragraph>
          {gift.message.trim() ? <Paragraph>{messageLeadIn}</Paragraph> : null}
        </Block>
        <QuotedMessage message={gift.message} />
        <Block>
          <MailHeading>What happens next</MailHeading>
          <Paragraph>{privacy}</Paragraph>
          <Paragraph>{changes}</Paragraph>
          <GiftPageButton url={pageUrl} />
          <Paragraph>{guarantee}</Paragraph>
          <SupportSentence context={context} words={questions} />
        </Block>
      </>
    ),
    text: [
      ...orderOpeningText(thanks, card),
      '',
      'Who gets it, and when',
      forWhom,
      when,
      ...quotedText(messageLeadIn, gift.message),
      '',
      'What happens next',
      privacy,
      changes,
      '',
      ...giftPageText(pageUrl),
      '',
      guarantee,
      '',
      supportSentenceText(context, questions),
    ],
  });
});

/** To the recipient on the delivery day, or again when the buyer resends it. */
export const giftDelivery = mailTemplate(giftDeliveryPayloadSchema, async (gift, context) => {
  const { from, recipient, claimUrl } = recipientMailFacts(gift, context);
  const message = unlinkable(gift.message);
  const waiting = `${asOneLine(recipient)}, a reading from ${asOneLine(from)} is waiting for you`;
  const subject = gift.isResend ? `${waiting} (sent again)` : waiting;
  const opening = {
    heading: `${from} has given you ${gift.productName}`,
    intro: `Hello ${recipient}, this is a gift for you: a personal reading from ${context.shopName}, drawn from your own birth details.`,
  };
  const resent =
    'This is the same gift, sent to you again. Please use the button in this e-mail: the links in earlier e-mails about this gift no longer work.';
  const messageLeadIn = `${from} wrote:`;

  return renderMail({
    subject,
    preheader: opening.heading,
    context,
    body: (
      <>
        <MailOpening {...opening}>
          {gift.isResend ? <Paragraph>{resent}</Paragraph> : null}
          {message.trim() ? <Paragraph>{messageLeadIn}</Paragraph> : null}
        </MailOpening>
        <QuotedMessage message={message} />
        <Block isCard>
          <MailHeading>Your reading</MailHeading>
          <Paragraph style={{ marginBottom: '4px' }}>
            <strong>{gift.productName}</strong>
          </Paragraph>
          <Paragraph>{gift.delivery}</Paragraph>
        </Block>
        <Block>
          <ClaimInvitation from={from} url={claimUrl} />
        </Block>
      </>
    ),
    text: [
      ...mailOpeningText(opening),
      ...(gift.isResend ? ['', resent] : []),
      ...quotedText(messageLeadIn, message),
      '',
      `Your reading: ${gift.productName}`,
      gift.delivery,
      '',
      ...claimInvitationText(from, claimUrl),
    ],
  });
});

/** To the recipient some days after delivery, while the gift waits to be claimed. */
export const giftReminder = mailTemplate(giftReminderPayloadSchema, async (gift, context) => {
  const { from, recipient, claimUrl } = recipientMailFacts(gift, context);
  const subject = `${asOneLine(recipient)}, your gift from ${asOneLine(from)} is still waiting`;
  const opening = {
    heading: `Hello ${recipient}`,
    intro: `A gentle reminder: ${from} gave you ${gift.productName}, and it is still waiting for you to claim it. It takes a few minutes.`,
  };

  return renderMail({
    subject,
    preheader: opening.intro,
    context,
    body: (
      <MailOpening {...opening}>
        <ClaimInvitation from={from} url={claimUrl} />
      </MailOpening>
    ),
    text: [...mailOpeningText(opening), '', ...claimInvitationText(from, claimUrl)],
  });
});

/** To the buyer when the recipient has claimed the gift: that, and nothing of theirs. */
export const giftClaimed = mailTemplate(giftClaimedPayloadSchema, async (gift, context) => {
  const pageUrl = giftPageUrl(context, gift.purchaseId);
  const subject = `${asOneLine(firstNameOf(gift.recipientName))} has claimed your gift`;
  const opening = {
    heading: `${gift.recipientName} has claimed your gift`,
    intro: `Good news, ${firstNameOf(gift.buyerName)}: ${gift.recipientName} has claimed ${gift.productName}. Their reading is now being prepared for them, and it goes to them directly.`,
  };
  const privacy =
    'Their birth details and their reading are theirs alone: we do not share them, with you or anyone.';
  const page = `Your receipt and your message stay on your gift page (order reference ${orderReferenceOf(gift.purchaseId)}).`;

  return renderMail({
    subject,
    preheader: opening.intro,
    context,
    body: (
      <MailOpening {...opening}>
        <Paragraph>{privacy}</Paragraph>
        <Paragraph>{page}</Paragraph>
        <GiftPageButton url={pageUrl} />
      </MailOpening>
    ),
    text: [...mailOpeningText(opening), '', privacy, '', page, ...giftPageText(pageUrl)],
  });
});

/** To the buyer when the gift has waited unclaimed: check the address, resend, or a refund. */
export const giftUnclaimed = mailTemplate(giftUnclaimedPayloadSchema, async (gift, context) => {
  const pageUrl = giftPageUrl(context, gift.purchaseId);
  const recipient = firstNameOf(gift.recipientName);
  const subject = `Your gift for ${asOneLine(recipient)} has not been claimed yet`;
  const opening = {
    heading: `Your gift is still waiting, ${firstNameOf(gift.buyerName)}`,
    intro: `The gift you gave ${gift.recipientName}, ${gift.productName}, went out on ${formatCalendarDay(gift.deliveredOn, 'long')} to ${gift.recipientEmail}, and it has not been claimed after ${days(gift.daysWaiting)}.`,
  };
  const advice = `The e-mail may be in a spam folder, or the address may hold a typo. Please check the address on your gift page: you can change it there, or send the gift e-mail again, and ${recipient} can claim it from the new e-mail.`;
  const refund = {
    before: 'Would you rather have a refund? Write to ',
    after: ` and quote your order reference, ${orderReferenceOf(gift.purchaseId)}.`,
  };

  return renderMail({
    subject,
    preheader: opening.intro,
    context,
    body: (
      <MailOpening {...opening}>
        <Paragraph>{advice}</Paragraph>
        <GiftPageButton url={pageUrl} />
        <SupportSentence context={context} words={refund} />
      </MailOpening>
    ),
    text: [
      ...mailOpeningText(opening),
      '',
      advice,
      '',
      ...giftPageText(pageUrl),
      '',
      supportSentenceText(context, refund),
    ],
  });
});
