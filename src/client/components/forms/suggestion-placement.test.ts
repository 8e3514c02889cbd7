import { describe, expect, it } from 'vitest';
import { LIST_MAX_HEIGHT, placeSuggestions } from './suggestion-placement';

const tall = { height: 900, topBarBottom: 92 };

describe('placeSuggestions', () => {
  it('opens below when nothing the form sends with lies in the way', () => {
    const field = { top: 300, bottom: 348 };
    const farButton = { top: 800, bottom: 848 };
    expect(placeSuggestions(field, [farButton], tall, 248)).toEqual({
      side: 'below',
      maxHeight: LIST_MAX_HEIGHT,
    });
  });

  it('stops short of a button below when a few rows still fit there', () => {
    const field = { top: 300, bottom: 348 };
    const button = { top: 520, bottom: 568 };
    expect(placeSuggestions(field, [button], tall, 248)).toEqual({
      side: 'below',
      maxHeight: 520 - 348 - 8,
    });
  });

  it('opens above when the submit button sits right under the field (the free form at 390 px)', () => {
    // Measured on /form at 390 x 844: field 456-500, list would run 504-760, button at 550.
    const field = { top: 456, bottom: 500 };
    const button = { top: 550, bottom: 622 };
    const placement = placeSuggestions(field, [button], { height: 844, topBarBottom: 92 }, 248);
    expect(placement).toEqual({ side: 'above', maxHeight: LIST_MAX_HEIGHT });
  });

  it('ignores buttons above the field, and keeps above under the sticky top bar', () => {
    const field = { top: 200, bottom: 248 };
    const buttonAbove = { top: 120, bottom: 160 };
    const buttonBelow = { top: 290, bottom: 330 };
    expect(placeSuggestions(field, [buttonAbove, buttonBelow], tall, 248)).toEqual({
      side: 'above',
      maxHeight: 200 - 92 - 8,
    });
  });

  it('opens above when the window ends under the field (a phone keyboard is up)', () => {
    const field = { top: 300, bottom: 348 };
    expect(placeSuggestions(field, [], { height: 400, topBarBottom: 0 }, 248).side).toBe('above');
  });

  it('when neither side has room, takes the taller and still never reaches the button', () => {
    const field = { top: 150, bottom: 198 };
    const button = { top: 260, bottom: 300 };
    const placement = placeSuggestions(field, [button], tall, 248);
    expect(placement).toEqual({ side: 'below', maxHeight: 260 - 198 - 8 });
    expect(198 + 8 + placement.maxHeight).toBeLessThanOrEqual(button.top);
  });

  it('a short list needs only its own height below', () => {
    const field = { top: 300, bottom: 348 };
    const button = { top: 420, bottom: 460 };
    expect(placeSuggestions(field, [button], tall, 48)).toEqual({ side: 'below', maxHeight: 64 });
  });
});
