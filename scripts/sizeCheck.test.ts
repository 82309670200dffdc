// The size check names a file over the line limit and a function over its own limit, by name.
import { describe, expect, it } from 'vitest';
import { oversized } from './sizeCheck';

const lines = (n: number, text = 'a();') => Array.from({ length: n }, () => text).join('\n');

describe('the size check', () => {
  it('passes a small file', () => {
    expect(oversized('x.ts', `export function small() {\n${lines(10)}\n}\n`)).toEqual([]);
  });

  it('names a file over 400 lines', () => {
    expect(oversized('big.ts', `${lines(401, 'const a = 1;')}\n`)).toEqual(['big.ts: 401 lines (limit 400)']);
  });

  it('names a function over 120 lines, declared or assigned, with its line', () => {
    const text = `const x = 1;\nexport const build = () => {\n${lines(119)}\n};\nfunction fine() {\n${lines(118)}\n}\n`;
    expect(oversized('f.ts', text)).toEqual(['f.ts:2: function build is 121 lines (limit 120)']);
  });
});
