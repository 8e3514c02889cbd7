import { readFile } from 'node:fs/promises';

/** Where the page shell comes from: the built file in production, Vite in development. */
export interface HtmlSource {
  render(url: string): Promise<string>;
}

export interface PublicClientConfig {
  shopName: string;
  supportEmail: string;
  /** Which card form the checkout shows, and the hosted payment links (SPEC.md section 7). */
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
