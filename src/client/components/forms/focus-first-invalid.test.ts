import { describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './focus-first-invalid';

/** A form as the browser sees it: fields in document order, some marked invalid. */
function formWith(fields: Array<{ name: string; isInvalid: boolean; isDisabled?: boolean }>) {
  const focused: string[] = [];
  /** Each scroll the page makes: one by a focus that may scroll, one by each `scrollIntoView`. */
  const scrolls: string[] = [];
  const elements = fields.map((field) => ({
    ...field,
    focus: (options?: FocusOptions) => {
      focused.push(field.name);
      if (!options?.preventScroll) scrolls.push(`focus ${field.name}`);
    },
    scrollIntoView: (options?: ScrollIntoViewOptions) =>
      scrolls.push(`${options?.block ?? 'start'} ${field.name}`),
  }));
  const root = {
    querySelector(selector: string) {
      // The selector a browser would apply: invalid and not disabled, first in document order.
      expect(selector).toBe('[aria-invalid="true"]:not(:disabled)');
      return elements.find((element) => element.isInvalid && !element.isDisabled) ?? null;
    },
  };
  return { root: root as unknown as ParentNode, focused, scrolls };
}

describe('focusFirstInvalid', () => {
  it('focuses the first invalid field in reading order', () => {
    const { root, focused } = formWith([
      { name: 'fullName', isInvalid: false },
      { name: 'birthMonth', isInvalid: true },
      { name: 'birthLocation', isInvalid: true },
      { name: 'cardNumber', isInvalid: true },
    ]);
    expect(focusFirstInvalid(root)).toBe(true);
    expect(focused).toEqual(['birthMonth']);
  });

  it('scrolls the page once, the field to the middle of the screen', () => {
    const { root, scrolls } = formWith([
      { name: 'fullName', isInvalid: false },
      { name: 'birthMonth', isInvalid: true },
    ]);
    focusFirstInvalid(root);
    expect(scrolls).toEqual(['center birthMonth']);
  });

  it('skips a disabled field', () => {
    const { root, focused } = formWith([
      { name: 'email', isInvalid: true, isDisabled: true },
      { name: 'cardNumber', isInvalid: true },
    ]);
    focusFirstInvalid(root);
    expect(focused).toEqual(['cardNumber']);
  });

  it('leaves focus alone when nothing is invalid or there is no form', () => {
    const { root, focused } = formWith([{ name: 'email', isInvalid: false }]);
    expect(focusFirstInvalid(root)).toBe(false);
    expect(focusFirstInvalid(null)).toBe(false);
    expect(focused).toEqual([]);
  });
});
