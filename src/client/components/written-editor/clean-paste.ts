/**
 * What a word processor puts on the clipboard besides the text: style sheets, conditional
 * comments, Office XML and inline styles. Removed before the editor reads a paste, so their
 * contents never turn into text; the editor's schema then keeps only the reading's own nodes.
 */
export function cleanPastedHtml(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(style|script|xml|title|head|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(meta|link|base)\b[^>]*>/gi, '')
    .replace(/<\/?o:p\b[^>]*>/gi, '')
    .replace(/\s(?:style|class|id|lang|on[a-z]+)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, '');
}
