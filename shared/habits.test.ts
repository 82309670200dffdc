import { describe, expect, it } from 'vitest';
import { isTimeZone } from './habits';

describe('isTimeZone', () => {
  // Each asked twice: the second answer comes from the zones already found valid.
  it.each(['Europe/Stockholm', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+1'])(
    'takes %s, again and again',
    (zone) => {
      expect(isTimeZone(zone)).toBe(true);
      expect(isTimeZone(zone)).toBe(true);
    },
  );

  it.each(['CET', '+01:00', 'Mars/Olympus_Mons', 'Europe/', '', 'Europe/Stockholm '])(
    'refuses %j, again and again',
    (zone) => {
      expect(isTimeZone(zone)).toBe(false);
      expect(isTimeZone(zone)).toBe(false);
    },
  );

  it('still checks zones it has not seen once many others have been', () => {
    for (let i = 0; i < 2_100; i++) isTimeZone(i % 2 ? 'Europe/Stockholm' : `Etc/GMT+${i % 12}`);
    expect(isTimeZone('Asia/Tokyo')).toBe(true);
    expect(isTimeZone('Asia/Nowhere')).toBe(false);
  });
});
