import { describe, expect, it } from 'vitest';
import { createShapingMemory, type GlyphRun, type ShapingFont } from './shaping-memory';

class Position {
  constructor(
    public xAdvance: number,
    public yAdvance = 0,
    public xOffset = 0,
    public yOffset = 0,
  ) {}
}

/** Shapes one glyph per character, 10 units wide (600 for "W"), and counts what it was asked. */
function countingFont(): ShapingFont & { asked: string[] } {
  const font = {
    asked: [] as string[],
    layout(text: string, features?: unknown): GlyphRun {
      font.asked.push(text);
      return {
        glyphs: [...text].map((character) => ({ id: character.codePointAt(0) })),
        positions: [...text].map((character) => new Position(character === 'W' ? 600 : 10)),
        features: { ...(features as Record<string, boolean>) },
      };
    },
  };
  return font;
}

describe('the shaping memory', () => {
  it('shapes a run once and answers it again from memory, as it was shaped', () => {
    const memory = createShapingMemory();
    const font = countingFont();
    memory.remember(font);
    const first = font.layout('Week 12', { kern: false });
    const again = font.layout('Week 12', { kern: false });
    expect(font.asked).toEqual(['Week 12']);
    expect(again).toEqual(first);
    expect(again.positions[0]).toBeInstanceOf(Position);
    expect(memory.size()).toEqual({ runs: 1, glyphs: 7 });
  });

  it('hands out copies, so a caller scaling its positions changes no later answer', () => {
    const memory = createShapingMemory();
    const font = countingFont();
    memory.remember(font);
    const first = font.layout('Wa');
    first.positions[0]!.xAdvance *= 0.01;
    const second = font.layout('Wa');
    second.positions[0]!.xAdvance *= 0.01;
    second.glyphs.pop();
    second.features.liga = true;
    const third = font.layout('Wa');
    expect(third.positions.map((position) => position.xAdvance)).toEqual([600, 10]);
    expect(third.glyphs).toHaveLength(2);
    expect(third.features).toEqual({});
  });

  it('shapes again what differs in features, direction or font', () => {
    const memory = createShapingMemory();
    const [regular, bold] = [countingFont(), countingFont()];
    memory.remember(regular);
    memory.remember(bold);
    regular.layout('Mars', { kern: false });
    regular.layout('Mars', { kern: true });
    regular.layout('Mars', { kern: true }, undefined, undefined, 'ltr');
    bold.layout('Mars', { kern: false });
    expect(regular.asked).toHaveLength(3);
    expect(bold.asked).toHaveLength(1);
  });

  it('lets the least recently used runs go once it holds more glyphs than its budget', () => {
    const memory = createShapingMemory(10);
    const font = countingFont();
    memory.remember(font);
    font.layout('abcd');
    font.layout('efgh');
    font.layout('abcd');
    font.layout('ijkl');
    expect(memory.size()).toEqual({ runs: 2, glyphs: 8 });
    font.layout('abcd');
    font.layout('efgh');
    expect(font.asked).toEqual(['abcd', 'efgh', 'ijkl', 'efgh']);
  });

  it('remembers a font once however often it is handed over', () => {
    const memory = createShapingMemory();
    const font = countingFont();
    memory.remember(font);
    memory.remember(font);
    font.layout('Sun');
    font.layout('Sun');
    expect(font.asked).toEqual(['Sun']);
    expect(memory.size().runs).toBe(1);
  });
});
