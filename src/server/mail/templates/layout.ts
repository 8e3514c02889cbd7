import type { MailContext } from '../types';

/**
 * The shop's mail look, shared by every template: table layout and inline styles (what Outlook
 * and Gmail render), one 600 px column that shrinks on phones without media queries.
 */
export const colors = {
  night: '#0d0b1f',
  card: '#17142f',
  line: '#2e2850',
  gold: '#e2b857',
  text: '#ece8f6',
  muted: '#b3acc9',
} as const;

export const fonts = {
  serif: "Georgia, 'Times New Roman', serif",
  sans: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
} as const;

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Everything that came from a person or a payload goes through this before entering HTML. */
/**
 * Text a visitor typed, shown in a mail to an address they also typed: a zero-width space after
 * each `.`, `:`, `/` and `@` inside a word keeps mail programs from turning "evil.example/win"
 * or "x@y.z" into a link, so the free form cannot send a working link to a stranger. It reads
 * the same.
 */
export function unlinkable(value: string): string {
  return value.replace(/[.:/@](?=\S)/g, (mark) => `${mark}\u200B`);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

export function heading(text: string): string {
  return `<h2 style="margin:0 0 12px;font-family:${fonts.serif};font-size:22px;line-height:1.3;font-weight:normal;color:${colors.gold};">${escapeHtml(text)}</h2>`;
}

/** `html` must already be escaped. */
export function paragraph(html: string, extraStyle = ''): string {
  return `<p style="margin:0 0 14px;font-family:${fonts.sans};font-size:15px;line-height:1.6;color:${colors.text};${extraStyle}">${html}</p>`;
}

/** A gold button that survives Outlook (the link fills a coloured table cell). */
export function button(label: string, href: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="${colors.gold}" style="border-radius:6px;background-color:${colors.gold};"><a href="${escapeHtml(href)}" style="display:inline-block;padding:13px 26px;font-family:${fonts.sans};font-size:15px;font-weight:bold;color:${colors.night};text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a></td></tr></table>`;
}

/** A padded block of the column; `html` is trusted markup built from escaped parts. */
export function block(html: string, options: { isCard?: boolean } = {}): string {
  const background = options.isCard ? colors.card : colors.night;
  const border = options.isCard ? `border:1px solid ${colors.line};border-radius:10px;` : '';
  return `<tr><td style="padding:0 14px 18px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="${background}" style="padding:${options.isCard ? '22px 20px 8px' : '0 6px'};background-color:${background};${border}">${html}</td></tr></table></td></tr>`;
}

export interface DocumentParts {
  /** Shown by inboxes next to the subject; plain text. */
  preheader: string;
  title: string;
  /** Rows built with `block`. */
  rows: string[];
  context: MailContext;
}

export function emailDocument({ preheader, title, rows, context }: DocumentParts): string {
  const shop = escapeHtml(context.shopName);
  const support = escapeHtml(context.supportEmail);
  const home = escapeHtml(context.publicUrl);
  return `<!DOCTYPE html>
<html lang="en" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="dark">
<meta name="supported-color-schemes" content="dark">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background-color:${colors.night};" bgcolor="${colors.night}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${colors.night}" style="background-color:${colors.night};">
<tr><td align="center" style="padding:24px 0;">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;">
<tr><td align="center" style="padding:8px 20px 24px;font-family:${fonts.serif};font-size:26px;letter-spacing:1px;color:${colors.gold};"><a href="${home}" style="color:${colors.gold};text-decoration:none;">&#10022; ${shop} &#10022;</a></td></tr>
${rows.join('\n')}
<tr><td style="padding:8px 24px 8px;border-top:1px solid ${colors.line};font-family:${fonts.sans};font-size:12px;line-height:1.6;color:${colors.muted};" align="center">
Questions? Just reply, or write to <a href="mailto:${support}" style="color:${colors.gold};">${support}</a>.<br>
${shop} &middot; <a href="${home}" style="color:${colors.muted};">${home.replace(/^https?:\/\//, '')}</a>
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}

/** How a mail greets: the first word of the name as given (the whole name if it has none). */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || fullName;
}

export { orderReferenceOf } from '../../../common/order-status';

/** The private status page of an order, or the lookup form when this context cannot sign. */
export function orderStatusUrlOf(context: MailContext, purchaseId: string): string {
  return context.orderStatusUrl?.(purchaseId) ?? `${context.publicUrl}/order`;
}

/** The card naming the order: product, one money line (e.g. "Amount paid: $35.00"), reference. */
export function orderCard(productName: string, amountLine: string, reference: string): string {
  return block(
    [
      paragraph(`<strong>${escapeHtml(productName)}</strong>`, 'margin-bottom:4px;'),
      paragraph(escapeHtml(amountLine), 'margin-bottom:4px;'),
      paragraph(`Order reference: ${escapeHtml(reference)}`),
    ].join(''),
    { isCard: true },
  );
}

/** The line every order mail carries: the private link of the order's status page. */
export function orderStatusLink(
  context: MailContext,
  purchaseId: string,
): { html: string; text: string } {
  const url = orderStatusUrlOf(context, purchaseId);
  return {
    html: paragraph(
      `Follow your order at any time: <a href="${escapeHtml(url)}" style="color:${colors.gold};">your order status page</a> (a private link, please keep it to yourself).`,
    ),
    text: `Follow your order at any time (a private link, please keep it to yourself): ${url}`,
  };
}
