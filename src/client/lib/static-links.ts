import { moveTo } from './opener-policy-navigation';

/**
 * Links inside kept server HTML (`StaticHtml`) have no React handler: one listener on the
 * document follows them inside the app, as the router's own links do, so moving from page to
 * page stays instant. Anything a browser should handle itself is left alone: another site, a
 * new tab or window, a download, a jump within the page, a modified or non-primary click.
 */
export function followStaticLinks(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    const anchor = target?.closest<HTMLAnchorElement>('[data-static] a[href]');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    if (url.pathname === window.location.pathname && url.search === window.location.search) return;
    event.preventDefault();
    moveTo(`${url.pathname}${url.search}${url.hash}`);
  });
}
