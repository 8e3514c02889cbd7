import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useHydrated } from './use-hydrated';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A radio or checkbox set, a field's value typed or picked, or a button tapped, before hydration. */
type EarlyChoice =
  | { element: HTMLInputElement; checked: boolean }
  | { element: Field; value: string }
  | { element: HTMLButtonElement; clicked: true };

declare global {
  interface Window {
    /** What the visitor filled in before hydration, recorded by the boot script (decision 135). */
    __shopEarlyChoices?: EarlyChoice[];
  }
}

/**
 * Replays, once the component is live, what the visitor filled in or tapped inside `root` before
 * the page's scripts arrived. Hydration sets radios and checkboxes back to the state it renders,
 * and a controlled field back to its value, and a button tapped while the prerendered page was
 * still plain HTML had no handler yet, so all of that would otherwise be lost (on a page whose
 * scripts load on first use, that first tap is what loads them: decision 292). The replay is a
 * click or an input event, so the component's own handlers run as if the visitor did it now; a
 * button tapped more than once is tapped once.
 */
export function useEarlyChoices(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = root.current;
    const recorded = window.__shopEarlyChoices;
    if (!container || !recorded?.length) return;
    // A form's submit button replays its own tap once the form is live (`takeEarlyTap`), and a
    // part still awaiting its code (`AWAITING_LIVE_ATTRIBUTE`) replays its own once it is live.
    const isOwnedHere = (choice: EarlyChoice) =>
      container.contains(choice.element) &&
      !isEarlySubmit(choice.element) &&
      awaitingPartOf(choice.element) === awaitingPartOf(container);
    // The last state of each field, and the last radio chosen in each group.
    const latest = new Map<Element | string, EarlyChoice>();
    for (const choice of recorded) {
      const { element } = choice;
      if (!isOwnedHere(choice)) continue;
      const isRadio = element instanceof HTMLInputElement && element.type === 'radio';
      latest.set(isRadio ? `radio:${element.name}` : element, choice);
    }
    window.__shopEarlyChoices = recorded.filter((choice) => !isOwnedHere(choice));
    for (const choice of latest.values()) {
      if (!choice.element.isConnected) continue;
      // A button that opens a dialog by itself (`opensDialog`) was answered by the browser.
      if ('clicked' in choice && !choice.element.hasAttribute('commandfor')) choice.element.click();
      else if ('checked' in choice) replayCheck(choice.element, choice.checked);
      else if ('value' in choice) replayValue(choice.element, choice.value);
    }
  }, [root]);
}

/**
 * Marks a part drawn in the page's HTML whose code comes after the page is live (a dialog in a
 * chunk of its own): the boot script keeps recording what the visitor does inside it until the
 * part itself is live, and the part replays it then (`useEarlyChoices`, `useEarlySubmit`).
 */
export const AWAITING_LIVE_ATTRIBUTE = 'data-awaiting-live';

function awaitingPartOf(element: Element): Element | null {
  return element.closest(`[${AWAITING_LIVE_ATTRIBUTE}]`);
}

function replayCheck(element: HTMLInputElement, checked: boolean): void {
  // Hydration keeps the DOM as the visitor left it and sets it back only on the next render, so
  // the box may still look chosen here: start from the other state, and the click lands on the
  // chosen one.
  element.checked = !checked;
  element.click();
}

function replayValue(element: Field, value: string): void {
  // React sees a change only when the value differs from the last one it knows. Assigning
  // through the element tells React of an empty value; the prototype's setter then puts the
  // visitor's value in without telling it, and the event reports the change.
  element.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set?.call(
    element,
    value,
  );
  const type = element instanceof HTMLSelectElement ? 'change' : 'input';
  element.dispatchEvent(new Event(type, { bubbles: true }));
}

/** Marks a submit button that is a plain button until its form is live (`SubmitButton`). */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit';

function isEarlySubmit(element: Element): boolean {
  return element.hasAttribute(EARLY_SUBMIT_ATTRIBUTE);
}

/**
 * Whether `button` was tapped before the page was live, forgetting the tap: a submit button
 * that was tapped then sends its form once the form's own checks are there, so the tap is
 * answered rather than lost.
 */
export function takeEarlyTap(button: HTMLButtonElement): boolean {
  const recorded = window.__shopEarlyChoices;
  if (!recorded?.some((choice) => choice.element === button)) return false;
  window.__shopEarlyChoices = recorded.filter((choice) => choice.element !== button);
  return true;
}

/**
 * A form's submit button on a prerendered page (decision 372): a plain button until the form is
 * live, so the browser never sends the form by itself (its fields in the address) before the
 * shop's own checks are there. A tap on it meanwhile is recorded by the boot script and sends
 * the form once it is live, after what the visitor typed has been put back. Spread the result
 * on the `<button>`.
 */
export function useEarlySubmit() {
  const isHydrated = useHydrated();
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const button = ref.current;
    if (isHydrated && button && takeEarlyTap(button)) button.form?.requestSubmit();
  }, [isHydrated]);
  return { ref, type: isHydrated ? 'submit' : 'button', [EARLY_SUBMIT_ATTRIBUTE]: '' } as const;
}

/** `AWAITING_LIVE_ATTRIBUTE` while the part is the page's HTML, for its outermost element. */
export function useAwaitingLive(): Partial<Record<typeof AWAITING_LIVE_ATTRIBUTE, ''>> {
  return useHydrated() ? {} : { [AWAITING_LIVE_ATTRIBUTE]: '' };
}

/**
 * Names, on a field's hidden message, the control whose blank value it is about (`FormField`'s
 * `emptyMessage`): a submit tapped before the page is live shows it at once when that control is
 * blank, as the boot script does (scripts/build-pages.mjs), instead of after the page's scripts
 * have arrived and hydrated, half a second later on a phone.
 */
export const EMPTY_MESSAGE_ATTRIBUTE = 'data-empty-message-for';

/**
 * Hands the messages the boot script showed for an early submit back to the form once the form
 * has checked itself (`submitCount` counts its checks): in the commit that draws the form's own
 * messages, so the page does not flicker between the two, and a field the visitor filled in since
 * loses its message.
 */
export function useEarlyMessagesUntilChecked(
  root: RefObject<HTMLElement | null>,
  submitCount: number,
): void {
  useLayoutEffect(() => {
    if (submitCount === 0) return;
    for (const message of root.current?.querySelectorAll<HTMLElement>(
      `[${EMPTY_MESSAGE_ATTRIBUTE}]`,
    ) ?? []) {
      if (!message.style.display) continue;
      message.style.removeProperty('display');
      // A field the form finds right (filled in since the tap) is no longer marked wrong.
      if (message.checkVisibility()) continue;
      message.removeAttribute('role');
      const control = document.getElementById(message.getAttribute(EMPTY_MESSAGE_ATTRIBUTE) ?? '');
      control?.removeAttribute('aria-invalid');
    }
  }, [root, submitCount]);
}

/** Names, on a button, the chunk its tap needs (`chunkForEarlyTap`). */
const EARLY_TAP_CHUNK_ATTRIBUTE = 'data-early-tap-chunk';
const earlyTapChunks = new Map<string, () => Promise<unknown>>();

/**
 * Says that a tap on a button needs the chunk `load` fetches: returns the attribute to put on
 * the button. A tap made before the page was live is then answered sooner, as the chunk is
 * fetched beside the hydration (`preloadEarlyTapChunks`) instead of after the replayed tap.
 */
export function chunkForEarlyTap(
  name: string,
  load: () => Promise<unknown>,
): Record<typeof EARLY_TAP_CHUNK_ATTRIBUTE, string> {
  earlyTapChunks.set(name, load);
  return { [EARLY_TAP_CHUNK_ATTRIBUTE]: name };
}

/** Starts fetching the chunks that the buttons tapped before the page was live need. */
export function preloadEarlyTapChunks(): void {
  for (const choice of window.__shopEarlyChoices ?? []) {
    const name =
      'clicked' in choice ? choice.element.getAttribute(EARLY_TAP_CHUNK_ATTRIBUTE) : null;
    const load = name === null ? undefined : earlyTapChunks.get(name);
    // A fetch that fails is left to the replayed tap, which loads the chunk again.
    load?.().catch(() => undefined);
  }
}
