import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkForEarlyTap, preloadEarlyTapChunks } from './early-choices';

/** A button as the boot script records it: only its attributes are read here. */
function button(attributes: Record<string, string>) {
  return { getAttribute: (name: string) => attributes[name] ?? null } as HTMLButtonElement;
}

afterEach(() => vi.unstubAllGlobals());

describe('chunks for taps made before the page was live', () => {
  it('fetches the chunk of each tapped button that names one, and nothing for the rest', () => {
    const loadDialog = vi.fn(() => Promise.resolve());
    const loadOther = vi.fn(() => Promise.resolve());
    const dialogButton = button(chunkForEarlyTap('test-dialog', loadDialog));
    chunkForEarlyTap('test-other', loadOther);
    vi.stubGlobal('window', {
      __shopEarlyChoices: [
        { element: button({}), clicked: true },
        { element: dialogButton, clicked: true },
      ],
    });
    preloadEarlyTapChunks();
    expect(loadDialog).toHaveBeenCalledTimes(1);
    expect(loadOther).not.toHaveBeenCalled();
  });

  it('leaves a failed fetch to the tap, which loads it again', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const tapped = button(chunkForEarlyTap('test-failing', failing));
    vi.stubGlobal('window', { __shopEarlyChoices: [{ element: tapped, clicked: true }] });
    expect(() => preloadEarlyTapChunks()).not.toThrow();
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('does nothing when nothing was tapped', () => {
    vi.stubGlobal('window', {});
    expect(() => preloadEarlyTapChunks()).not.toThrow();
  });
});
