import type { AroundNavHandler } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { isSameForEveryone } from '../../common/prerendered-pages';

/**
 * The address as the server may have matched it: percent-escapes decoded, slashes merged, no
 * trailing slash, lower case. Spellings the router would not match still count, so that a
 * document reached by an odd spelling of a public page is taken for one sent without the policy.
 */
function routeSpellingOf(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: compared as written.
  }
  const merged = decoded.replace(/\/{2,}/g, '/').toLowerCase();
  return merged.length > 1 ? merged.replace(/\/$/, '') : merged;
}

/**
 * Whether a move inside the app from the document loaded at `documentPath` to `target` must
 * load the target afresh instead (decision 369). The server sends the pages the same for everyone
 * without `Cross-Origin-Opener-Policy` and every other page with it, and a document keeps the
 * policy it was loaded with: a visitor who goes on from the home page to the checkout or an
 * order would otherwise be there in a document any window holding it can still reach.
 */
export function isLoadedAfresh(documentPath: string, target: URL): boolean {
  if (!isSameForEveryone(routeSpellingOf(documentPath))) return false;
  return !isSameForEveryone(target.pathname);
}

interface MoveOptions {
  replace?: boolean;
  state?: unknown;
}

/** Moves for the document loaded at `documentPath`: inside the app, or a load afresh. */
export function moverFor(documentPath: string) {
  return function moveTo(to: string, options: MoveOptions = {}): void {
    const target = new URL(to, window.location.href);
    if (target.origin === window.location.origin && !isLoadedAfresh(documentPath, target)) {
      navigate(to, options);
    } else if (options.replace) {
      window.location.replace(target.href);
    } else {
      window.location.assign(target.href);
    }
  };
}

/**
 * Goes to `to` inside the app, or loads it afresh where the opener policy asks for it. The
 * path is the one this document was loaded at: moves inside the app do not change its policy.
 */
export const moveTo = moverFor(typeof window === 'undefined' ? '/' : window.location.pathname);

/** The router's every move (links, redirects, `navigate`) goes through `moveTo`. */
export const aroundNavigation: AroundNavHandler = (_navigate, to, options) => moveTo(to, options);
