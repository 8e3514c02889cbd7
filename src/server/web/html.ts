import { readFile } from 'node:fs/promises';

/** Where the page shell comes from: the built file in production, Vite in development. */
export interface HtmlSource {
  render(url: string): Promise<string>;
}

export interface PublicClientConfig {
  shopName: string;
  supportEmail: string;
  /** Which card form the checkout shows, and the hosted payment links (docs/product.md §7). */
  payments: {
    provider: 'stripe' | 'local';
    publishableKey?: string;
    paymentLinks: Record<number, string>;
  };
}

/** The built index.html, read once and kept in memory. */
export function builtHtml(indexPath: string): HtmlSource {
  let cached: Promise<string> | undefined;
  return {
    render() {
      // A failed read is not kept, so a shell built after start is picked up.
      cached ??= readFile(indexPath, 'utf8').catch((error: unknown) => {
        cached = undefined;
        throw error;
      });
      return cached;
    },
  };
}

/**
 * Puts the public configuration into the page as inert JSON (not a script the CSP would
 * have to allow), so the browser needs no extra request to know the shop's name and address.
 */
export function injectClientConfig(html: string, config: PublicClientConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const tag = `<script type="application/json" id="shop-config">${json}</script>`;
  return html.replace('</head>', `${tag}</head>`);
}

/**
 * A production shop on test payments says so above every page, in the HTML itself (before any
 * script, and costing the pages' JavaScript nothing).
 */
export function injectTestModeBanner(html: string, notice: string): string {
  const banner = `<p role="note" style="margin:0;padding:8px 16px;background:#e2b857;color:#0d0b1f;font:600 14px/1.4 system-ui,sans-serif;text-align:center">${escapeText(notice)}</p>`;
  return html.replace(/<body([^>]*)>/, (body) => `${body}${banner}`);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
