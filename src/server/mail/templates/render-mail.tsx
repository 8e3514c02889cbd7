import type { ReactNode } from 'react';
import type { MailContext, MailTemplate, RenderedMail } from '../types';
import { MailDocument, renderHtml } from './layout';

/** A template from its payload's schema (in `contracts.ts`) and how it draws a parsed payload. */
export function mailTemplate<Payload>(
  schema: { parse(payload: unknown): Payload },
  draw: (payload: Payload, context: MailContext) => Promise<RenderedMail>,
): MailTemplate {
  return async (rawPayload, context) => draw(schema.parse(rawPayload), context);
}

/** What a template hands over: the HTML part's blocks and the text part say the same things. */
export interface MailParts {
  subject: string;
  /** Shown by inboxes next to the subject. */
  preheader: string;
  context: MailContext;
  /** The blocks of the HTML part, between the shop's name and the footer. */
  body: ReactNode;
  /** The plain-text part, line by line. */
  text: readonly string[];
  /** False for a mail to the shop's own readers: its text part ends without the shop's line. */
  hasTextFooter?: boolean;
}

/** A mail from its parts: the shop's page around the blocks, the shop's line below the text. */
export async function renderMail(parts: MailParts): Promise<RenderedMail> {
  const { subject, context, hasTextFooter = true } = parts;
  const html = await renderHtml(
    <MailDocument preheader={parts.preheader} title={subject} context={context}>
      {parts.body}
    </MailDocument>,
  );
  const footer = hasTextFooter ? ['', `${context.shopName} - ${context.publicUrl}`] : [];
  return { subject, html, text: [...parts.text, ...footer].join('\n') };
}
