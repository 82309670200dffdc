import { describe, expect, it } from 'vitest';
import { slotLabel } from './times';

describe('slot labels', () => {
  it('read in the given zone', () => {
    const label = slotLabel(
      '2031-01-01T13:00:00.000Z',
      '2031-01-01T14:00:00.000Z',
      'en-GB',
      'Europe/Stockholm',
    );
    expect(label).toContain('14:00–15:00');
    expect(label).toContain('2031');
  });
});
