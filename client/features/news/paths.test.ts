import { describe, expect, it } from 'vitest';
import { newsItemPath, titleSlug } from './paths';

describe('news paths', () => {
  it('slugs an HTML title', () => {
    expect(titleSlug('<b>Ear training</b> is here!')).toBe('ear-training-is-here');
    expect(titleSlug('Övning gör mästare')).toBe('ovning-gor-mastare');
  });

  it('leaves the slug out when the title has no letters', () => {
    expect(newsItemPath(4, '<i>!!!</i>')).toBe('/News/4');
    expect(newsItemPath(4, 'Hello')).toBe('/News/4/hello');
  });
});
