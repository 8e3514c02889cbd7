import { find } from 'linkifyjs';

/** A stretch of a message: plain text, or a link found in it (shown as text, never as markup). */
export type MessagePart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

/**
 * Splits a message into text and links (web and e-mail addresses only): the pages build the
 * anchors themselves, so nothing a person typed is ever read as HTML.
 */
export function messageParts(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let position = 0;
  for (const link of find(body)) {
    if (!SAFE_HREF.test(link.href)) continue;
    if (link.start > position) parts.push({ kind: 'text', text: body.slice(position, link.start) });
    parts.push({ kind: 'link', text: link.value, href: link.href });
    position = link.end;
  }
  if (position < body.length) parts.push({ kind: 'text', text: body.slice(position) });
  return parts;
}
