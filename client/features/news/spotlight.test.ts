import { describe, expect, it } from 'vitest';
import { parseViewed, showsSpotlight } from './spotlight';

describe('parseViewed', () => {
  it('reads a stored list of ids', () => {
    expect(parseViewed('[3,7]')).toEqual([3, 7]);
    expect(parseViewed('[]')).toEqual([]);
  });

  it('discards a stored value that is not a list', () => {
    expect(parseViewed(null)).toEqual([]);
    expect(parseViewed('7')).toEqual([]);
    expect(parseViewed('{"id":7}')).toEqual([]);
    expect(parseViewed('"7"')).toEqual([]);
    expect(parseViewed('not json')).toEqual([]);
  });

  it('keeps only integer ids from a list', () => {
    expect(parseViewed('[1,"2",null,3.5,4]')).toEqual([1, 4]);
  });
});

describe('showsSpotlight', () => {
  it('shows the latest news unless it was dismissed', () => {
    expect(showsSpotlight(5, [])).toBe(true);
    expect(showsSpotlight(5, [4, 5])).toBe(false);
    expect(showsSpotlight(null, [])).toBe(false);
    expect(showsSpotlight(undefined, [])).toBe(false);
  });
});
