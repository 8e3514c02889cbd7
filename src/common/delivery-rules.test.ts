import { describe, expect, it } from 'vitest';
import {
  blockingLines,
  deliveryChecklist,
  deliveryRuleLabels,
  isAtPromisedLength,
  onlyLengthIsShort,
  wordsAgainstPromise,
  type DeliveryFacts,
} from './delivery-rules';
import { writtenDeliveryMessages } from './written-delivery';
import type { WrittenDoc } from './written-reading';

const docOf = (words: number): WrittenDoc => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'word '.repeat(words).trim() }] }],
});
const planOf = (steps: string[]): WrittenDoc => ({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Month 1' }] },
    steps.length > 0
      ? {
          type: 'bulletList',
          content: steps.map((step) => ({
            type: 'listItem',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: step }] }],
          })),
        }
      : { type: 'paragraph', content: [{ type: 'text', text: 'Rest, then build.' }] },
  ],
});

const facts = (overrides: Partial<DeliveryFacts> = {}): DeliveryFacts => ({
  sections: [
    { key: 'palmistry', title: 'Palmistry', doc: docOf(3000), promisedWords: 3000 },
    { key: 'notion-workspace', title: 'Notion', doc: planOf(['Walk daily']), promisedWords: null },
  ],
  palmPhotosLookedAt: true,
  resumeLookedAt: null,
  ...overrides,
});

describe('the delivery rules', () => {
  it('lists only the rules that apply, all done for a finished reading', () => {
    const lines = deliveryChecklist(facts());
    expect(lines.map((line) => line.rule)).toEqual([
      'every-section-written',
      'plan-has-steps',
      'promised-length',
      'palm-photos-looked-at',
    ]);
    expect(lines.every((line) => line.isDone && line.missing.length === 0)).toBe(true);
    expect(blockingLines(lines, { isDeliveringShort: false })).toEqual([]);
    expect(lines.map((line) => line.label)).toEqual(
      lines.map((line) => deliveryRuleLabels[line.rule]),
    );
  });

  it('shows a plan without a list of steps, the refusal product 7 met after a green checklist', () => {
    const lines = deliveryChecklist(
      facts({
        sections: [
          { key: 'palmistry', title: 'Palmistry', doc: docOf(3000), promisedWords: 3000 },
          { key: 'notion-workspace', title: 'Notion', doc: planOf([]), promisedWords: null },
        ],
      }),
    );
    const [blocking] = blockingLines(lines, { isDeliveringShort: true });
    expect(blocking).toMatchObject({
      rule: 'plan-has-steps',
      isDone: false,
      missing: [writtenDeliveryMessages.planWithoutSteps],
    });
  });

  it('says how short each section is, and only the length may be delivered past', () => {
    const short = deliveryChecklist(
      facts({
        sections: [
          { key: 'palmistry', title: 'Palmistry', doc: docOf(2100), promisedWords: 3000 },
          { key: 'notion-workspace', title: 'Notion', doc: planOf(['Walk']), promisedWords: null },
        ],
      }),
    );
    const length = short.find((line) => line.rule === 'promised-length');
    expect(length?.missing).toEqual(['“Palmistry” has 2,100 of 3,000 words.']);
    expect(onlyLengthIsShort(short)).toBe(true);
    expect(blockingLines(short, { isDeliveringShort: false }).map((line) => line.rule)).toEqual([
      'promised-length',
    ]);
    expect(blockingLines(short, { isDeliveringShort: true })).toEqual([]);

    const unseen = deliveryChecklist(
      facts({ palmPhotosLookedAt: false, sections: [{ ...facts().sections[0]!, doc: null }] }),
    );
    expect(onlyLengthIsShort(unseen)).toBe(false);
    expect(blockingLines(unseen, { isDeliveringShort: true }).map((line) => line.rule)).toEqual([
      'every-section-written',
      'palm-photos-looked-at',
    ]);
  });

  it("gives the editor's count and colour by the checklist's own rule", () => {
    expect(wordsAgainstPromise(2999, 3000)).toBe('2,999 of 3,000 words');
    expect(isAtPromisedLength(2999, 3000)).toBe(false);
    expect(isAtPromisedLength(3000, 3000)).toBe(true);
    expect(wordsAgainstPromise(1250, null)).toBe('1,250 words');
    expect(isAtPromisedLength(0, null)).toBe(true);
  });
});
