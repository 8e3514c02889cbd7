import { useEffect, type RefObject } from 'react';

interface EarlyChoice {
  element: HTMLInputElement;
  checked: boolean;
}

declare global {
  interface Window {
    /** Radios and checkboxes set before hydration, recorded by the boot script (decision 135). */
    __shopEarlyChoices?: EarlyChoice[];
  }
}

/**
 * Replays, once the component is live, a choice the visitor made inside `root` before the page's
 * scripts arrived: hydration sets controlled radios and checkboxes back to the state it renders,
 * so a tap made while the prerendered page was still plain HTML would otherwise be lost. The
 * replay is a click, so the component's own `onChange` runs as if the tap came now.
 */
export function useEarlyChoices(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = root.current;
    const recorded = window.__shopEarlyChoices;
    if (!container || !recorded?.length) return;
    // The last state of each checkbox, and the last radio chosen in each group.
    const latest = new Map<HTMLInputElement | string, EarlyChoice>();
    for (const choice of recorded) {
      if (!container.contains(choice.element)) continue;
      const { element } = choice;
      latest.set(element.type === 'radio' ? `radio:${element.name}` : element, choice);
    }
    window.__shopEarlyChoices = recorded.filter((choice) => !container.contains(choice.element));
    for (const { element, checked } of latest.values()) {
      if (!element.isConnected) continue;
      // Hydration keeps the DOM as the visitor left it and sets it back only on the next
      // render, so the box may still look chosen here: start from the other state, and the
      // click lands on the chosen one.
      element.checked = !checked;
      element.click();
    }
  }, [root]);
}
