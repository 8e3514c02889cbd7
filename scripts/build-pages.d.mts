/** Renders the public pages and precompresses the assets of a built client (build-pages.mjs). */
export function buildPages(root: string): Promise<void>;
export function fillShell(shell: string, page: { html: string; title: string | null }): string;
export function pageShell(
  shell: string,
  clientDir: string,
  liveOnLoadCookie: string,
  earlyInputScript: string,
): string;
export function keepCriticalStyles(html: string): Promise<string>;
