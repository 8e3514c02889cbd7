import { meetingLinkLead } from '../../../common/bookings';
import { formatSessionMoment } from '../../../common/format';
import { capitalised, joinNames } from '../../../common/text';
import { invitationAttachment } from '../calendar-invitation';
import {
  sessionInvitationPayloadSchema,
  sessionReminderPayloadSchema,
  sessionsBookablePayloadSchema,
} from '../contracts';
import { Fragment, type ReactNode } from 'react';
import type { MailContext, RenderedMail } from '../types';
import { Block, firstNameOf, GoldButton, MailHeading, Paragraph } from './layout';
import { mailTemplate, renderMail } from './render-mail';
import {
  OrderStatusLine,
  orderReferenceOf,
  orderStatusText,
  orderStatusUrlOf,
} from './order-parts';

/** One part of a session mail: how it shows in the HTML, and its line in the text part. */
interface MailLine {
  node: ReactNode;
  text: string;
}

function mail(context: MailContext, subject: string, lines: MailLine[]): Promise<RenderedMail> {
  return renderMail({
    subject,
    preheader: subject,
    context,
    body: (
      <Block>
        {lines.map((line, index) => (
          <Fragment key={index}>{line.node}</Fragment>
        ))}
      </Block>
    ),
    // A blank line after each line, and one more above the shop's line.
    text: [...lines.flatMap((line) => [line.text, '']), ''],
  });
}

const line = (text: string): MailLine => ({ node: <Paragraph>{text}</Paragraph>, text });
const greeting = (name: string): MailLine => {
  const text = `Hello ${firstNameOf(name)}`;
  return { node: <MailHeading>{text}</MailHeading>, text };
};
const button = (label: string, url: string, text: string): MailLine => ({
  node: <GoldButton href={url}>{label}</GoldButton>,
  text,
});

export const sessionInvitation = mailTemplate(
  sessionInvitationPayloadSchema,
  async (payload, context) => {
    const { invitation } = payload;
    const isCustomer = payload.recipientRole === 'customer';
    const other = isCustomer ? invitation.reader.name : invitation.customer.name;
    const name = isCustomer ? invitation.customer.name : invitation.reader.name;
    const when = formatSessionMoment(invitation.startsAt, payload.timeZone);
    const subjects = {
      booked: `Booked: ${payload.sessionName} on ${when}`,
      moved: `Moved: ${payload.sessionName}, now ${when}`,
      cancelled: `Cancelled: ${payload.sessionName} on ${when}`,
    };
    const says = {
      booked: `Your session with ${other} (${payload.sessionName}) is booked for ${when}.`,
      moved: `Your session with ${other} (${payload.sessionName}) has moved to ${when}.`,
      cancelled: `Your session with ${other} (${payload.sessionName}) on ${when} is cancelled.`,
    };
    const lines = [greeting(name), line(says[payload.change])];
    if (payload.change !== 'cancelled') {
      lines.push(
        line(
          invitation.meetingLink
            ? `Join at the time of the session: ${invitation.meetingLink}. The invitation attached adds it to your calendar.`
            : 'The meeting link follows before the session. The invitation attached adds it to your calendar.',
        ),
      );
    }
    if (isCustomer) {
      const url = orderStatusUrlOf(context, payload.purchaseId);
      lines.push(
        button('Your reading page', url, `Move or cancel it on your reading page: ${url}`),
      );
      lines.push(line(`Order reference: ${orderReferenceOf(payload.purchaseId)}.`));
      lines.push({
        node: <OrderStatusLine context={context} purchaseId={payload.purchaseId} />,
        text: orderStatusText(context, payload.purchaseId),
      });
    } else {
      lines.push(line(`Order ${orderReferenceOf(payload.purchaseId)}.`));
    }
    return {
      ...(await mail(context, subjects[payload.change], lines)),
      attachments: [
        invitationAttachment(
          invitation,
          context.shopName,
          isCustomer ? context.supportEmail : invitation.reader.email,
        ),
      ],
    };
  },
);

export const sessionReminder = mailTemplate(
  sessionReminderPayloadSchema,
  async (payload, context) => {
    const when = formatSessionMoment(payload.startsAt, payload.timeZone);
    const soon = payload.hoursBefore === 1 ? 'in one hour' : `in ${payload.hoursBefore} hours`;
    const url = orderStatusUrlOf(context, payload.purchaseId);
    return mail(context, `Your session is ${soon}: ${payload.sessionName}`, [
      greeting(payload.fullName),
      line(
        `Your session with ${payload.readerName} (${payload.sessionName}) starts ${soon}: ${when}.`,
      ),
      button(
        'Open your reading page',
        url,
        `The meeting link is on your reading page from ${meetingLinkLead}: ${url}`,
      ),
      line(`The meeting link appears on the page ${meetingLinkLead} the session starts.`),
    ]);
  },
);

/** "your three 60-minute coaching sessions": a session's catalogue name inside a sentence. */
function yourSessions(name: string): string {
  return `your ${name.charAt(0).toLowerCase()}${name.slice(1)}`;
}

export const sessionsBookable = mailTemplate(
  sessionsBookablePayloadSchema,
  async (payload, context) => {
    const names = payload.sessions.map((session) => session.name).join(', ');
    const inSentence = joinNames(payload.sessions.map((session) => yourSessions(session.name)));
    const count = payload.sessions.reduce((sum, session) => sum + session.count, 0);
    const isOne = count === 1;
    // 'Pick a time that suit you' read for the one consultation sold.
    const pick = isOne ? 'Pick a time that suits you' : 'Pick times that suit you';
    const url = orderStatusUrlOf(context, payload.purchaseId);
    const subject = payload.isReminder
      ? `${isOne ? 'Your session is' : 'Your sessions are'} waiting to be booked: ${names}`
      : `Book your ${isOne ? 'session' : 'sessions'}: ${names}`;
    const action = `Book your ${isOne ? 'session' : 'sessions'}`;
    return mail(context, subject, [
      greeting(payload.fullName),
      line(
        payload.isReminder
          ? `You have not yet booked ${inSentence}, part of ${payload.productName}. ${pick} on your reading page.`
          : `${capitalised(inSentence)}, part of ${payload.productName}, can be booked now. ${pick} on your reading page; the times are shown in your own time zone.`,
      ),
      button(action, url, `${action}: ${url}`),
      line(`Order reference: ${orderReferenceOf(payload.purchaseId)}.`),
    ]);
  },
);
