import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent, showWhenLoaded } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return createElement('p', null, `Hello ${name}`);
}

const inSuspense = (element: ReturnType<typeof createElement>) =>
  renderToString(
    createElement(Suspense, { fallback: createElement('i', null, 'waiting') }, element),
  );

describe('lazyComponent', () => {
  it('suspends until its chunk is here', () => {
    const LazyGreeting = lazyComponent(() => new Promise<never>(() => {}));
    expect(inSuspense(createElement(LazyGreeting, { name: 'Ana' }))).toContain('waiting');
  });

  it('renders in the same pass once preloaded, without suspending', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const LazyGreeting = lazyComponent(load);
    await LazyGreeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
    // No Suspense above it: a component that suspended here would throw.
    expect(renderToString(createElement(LazyGreeting, { name: 'Ana' }))).toBe('<p>Hello Ana</p>');
  });

  it('leaves a part drawn in the HTML as it is until its code is asked for, when told to', async () => {
    vi.stubGlobal('window', {});
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const LazyGreeting = lazyComponent(load, { renderWaitsForPreload: true });
    expect(inSuspense(createElement(LazyGreeting, { name: 'Ana' }))).toContain('waiting');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
    await LazyGreeting.preload();
    expect(load).toHaveBeenCalled();
    expect(renderToString(createElement(LazyGreeting, { name: 'Ana' }))).toBe('<p>Hello Ana</p>');
  });

  it('loads such a part at once where there is no browser: the build prerenders it', () => {
    const load = vi.fn(() => new Promise<never>(() => {}));
    const LazyGreeting = lazyComponent(load, { renderWaitsForPreload: true });
    inSuspense(createElement(LazyGreeting, { name: 'Ana' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes a failed load on to whoever preloads it', async () => {
    const LazyGreeting = lazyComponent(() => Promise.reject(new Error('offline')));
    await expect(LazyGreeting.preload()).rejects.toThrow('offline');
  });
});

describe('showWhenLoaded', () => {
  it('shows only once the chunk is here, and shows a chunk that failed so its boundary reports it', async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => {};
    const LazyGreeting = lazyComponent(
      () => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)),
    );
    const show = vi.fn(() => renderToString(createElement(LazyGreeting, { name: 'Ana' })));
    showWhenLoaded(LazyGreeting, show);
    await Promise.resolve();
    expect(show).not.toHaveBeenCalled();
    arrive({ default: Greeting });
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    expect(show.mock.results[0]?.value).toBe('<p>Hello Ana</p>');

    const Failing = lazyComponent(() => Promise.reject(new Error('offline')));
    const shown = vi.fn();
    showWhenLoaded(Failing, shown);
    await vi.waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
  });
});
