import type { ReactNode } from 'react';
import type { MailContext, RenderedMail } from '../types';
import {
  ButtonNote,
  GoldButton,
  MailOpening,
  mailOpeningText,
  Paragraph,
  SupportSentence,
  supportSentenceText,
  type MailOpeningWords,
  type SupportSentenceWords,
} from './layout';
import { OrderStatusLine, orderStatusText } from './order-parts';
import { renderMail } from './render-mail';

/** A few words under the rest, in both parts (e.g. how to stop these mails). */
export interface MailFootnote {
  html: ReactNode;
  text: string;
}

/**
 * A mail that asks for one thing (answer the questionnaire, finish the order, write a review):
 * the opening, what it is about, one button, an optional note under it, where to ask, then the
 * order's status link and a footnote when there are. Both parts say the same.
 */
export interface CallToActionMail {
  subject: string;
  preheader: string;
  context: MailContext;
  opening: MailOpeningWords;
  explain: string;
  action: { label: string; url: string };
  note?: string;
  help: SupportSentenceWords;
  /** The order whose status link closes the mail. */
  purchaseId?: string;
  footnote?: MailFootnote;
}

export function renderCallToActionMail(mail: CallToActionMail): Promise<RenderedMail> {
  const { context, opening, explain, action, note, help, purchaseId, footnote } = mail;
  return renderMail({
    subject: mail.subject,
    preheader: mail.preheader,
    context,
    body: (
      <MailOpening {...opening}>
        <Paragraph>{explain}</Paragraph>
        <GoldButton href={action.url}>{action.label}</GoldButton>
        {note ? <ButtonNote>{note}</ButtonNote> : null}
        <SupportSentence context={context} words={help} />
        {purchaseId ? <OrderStatusLine context={context} purchaseId={purchaseId} /> : null}
        {footnote ? <ButtonNote>{footnote.html}</ButtonNote> : null}
      </MailOpening>
    ),
    text: [
      ...mailOpeningText(opening),
      '',
      explain,
      '',
      `${action.label}: ${action.url}`,
      ...(note ? ['', note] : []),
      '',
      supportSentenceText(context, help),
      ...(purchaseId ? ['', orderStatusText(context, purchaseId)] : []),
      ...(footnote ? ['', footnote.text] : []),
    ],
  });
}
