import { describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './focus-first-invalid';

/** A form as the browser sees it: fields in document order, some marked invalid. */
function formWith(fields: Array<{ name: string; isInvalid: boolean; isDisabled?: boolean }>) {
  const focused: string[] = [];
  const elements = fields.map((field) => ({
    ...field,
    focus: () => focused.push(field.name),
    scrollIntoView: () => undefined,
  }));
  const root = {
    querySelector(selector: string) {
      // The selector a browser would apply: invalid and not disabled, first in document order.
      expect(selector).toBe('[aria-invalid="true"]:not(:disabled)');
      return elements.find((element) => element.isInvalid && !element.isDisabled) ?? null;
    },
  };
  return { root: root as unknown as ParentNode, focused };
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
