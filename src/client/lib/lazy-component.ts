import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

// As React.lazy's own signature: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are the component's own
type AnyComponent = ComponentType<any>;

/** A component whose code is a chunk of its own: `preload()` fetches it before it is drawn. */
export type LazyComponent<C extends AnyComponent> = C & { preload: () => Promise<void> };

/**
 * A component in its own chunk. Until the chunk is here it suspends (React.lazy); from then on
 * it renders at once. A plain `React.lazy` suspends on its first render even when its chunk was
 * fetched long before (it learns so only by awaiting the promise), and React then holds the
 * revealed content back for up to 300 ms after the fallback: a dialog whose code the page had
 * fetched at idle still opened a third of a second after the tap (docs/decisions/383).
 */
export function lazyComponent<C extends AnyComponent>(
  load: () => Promise<{ default: C }>,
  { renderWaitsForPreload = false }: { renderWaitsForPreload?: boolean } = {},
): LazyComponent<C> {
  let loaded: C | undefined;
  const remember = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  // A part drawn in the page's HTML (a closed dialog) stays that HTML until something asks for
  // its code (an idle moment, a hover, a tap): rendering it during hydration fetched and ran its
  // chunk in the middle of hydration, where a tap waits behind every task (decision 386). The
  // build's prerender loads it at once, as it does every lazy part.
  let askedFor = () => {};
  const asked = new Promise<void>((resolve) => (askedFor = resolve));
  const Lazy = lazy(() =>
    renderWaitsForPreload && typeof window !== 'undefined' ? asked.then(remember) : remember(),
  );
  function LazyComponent(props: ComponentProps<C>) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(LazyComponent as C, {
    preload: () => {
      askedFor();
      return remember().then(() => undefined);
    },
  });
}

/**
 * Runs `show` once `component`'s chunk is here (in a microtask when it already is): how a tap
 * shows a component of its own chunk, a dialog, so that it mounts in one pass instead of
 * suspending first and being held back. A chunk that fails to load is shown all the same: its
 * render loads it again and fails to its error boundary, as before.
 */
export function showWhenLoaded(component: LazyComponent<AnyComponent>, show: () => void): void {
  void component
    .preload()
    .catch(() => undefined)
    .finally(show);
}
