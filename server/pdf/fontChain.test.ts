import { describe, expect, it } from 'vitest';
import { PLACEHOLDER, splitRuns } from './fontChain';

const range = (from: number, to: number) => (codePoint: number) => codePoint >= from && codePoint <= to;
const latin = (codePoint: number) => codePoint < 0x250 || codePoint === PLACEHOLDER.codePointAt(0);
const cjk = range(0x4e00, 0x9fff);
const emoji = range(0x1f300, 0x1faff);

describe('splitting text over a chain of fonts', () => {
  it('gives each character to the first font that has it, one run per change of font', () => {
    expect(splitRuns('Ann 李雷 🎻!', [latin, cjk, emoji])).toEqual([
      { text: 'Ann ', font: 0 },
      { text: '李雷', font: 1 },
      { text: ' ', font: 0 },
      { text: '🎻', font: 2 },
      { text: '!', font: 0 },
    ]);
  });

  it('draws a character no font has as the placeholder, in the first font', () => {
    expect(splitRuns('Ωx', [latin, cjk])).toEqual([{ text: `${PLACEHOLDER}x`, font: 0 }]);
  });

  it('falls back to "?" when the first font lacks the placeholder too', () => {
    expect(splitRuns('Ω', [range(0x20, 0x7e)])).toEqual([{ text: '?', font: 0 }]);
  });

  it('drops controls, and joiners and variation selectors that no font draws', () => {
    // ❤️ is U+2764 U+FE0F; the family is three emoji joined by U+200D.
    expect(splitRuns('a\n\u0007❤️👨‍👩‍👧', [latin, range(0x2764, 0x2764), emoji])).toEqual([
      { text: 'a', font: 0 },
      { text: '❤', font: 1 },
      { text: '👨👩👧', font: 2 },
    ]);
  });

  it('composes letters first, so a decomposed é is drawn as one glyph', () => {
    expect(splitRuns('e\u0301', [latin])).toEqual([{ text: 'é', font: 0 }]);
  });
});
