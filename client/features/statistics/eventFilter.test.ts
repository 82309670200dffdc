import { describe, expect, it } from 'vitest';
import type { EventLogRow } from '../../../shared/calls/statistics';
import { matches, mergeNewest } from './eventFilter';

const event = (eventId: number, type: string, actorId: number | null): EventLogRow => ({
  eventId,
  type,
  at: '2026-01-01T00:00:00.000Z',
  actorId,
  rooms: [],
  payload: {},
});

describe('the operations console filter', () => {
  it('matches one type, an area and a user', () => {
    const e = event(1, 'message:new', 7);
    expect(matches(e, { Type: '', UserId: null })).toBe(true);
    expect(matches(e, { Type: 'message:*', UserId: 7 })).toBe(true);
    expect(matches(e, { Type: 'message:opened', UserId: null })).toBe(false);
    expect(matches(e, { Type: '', UserId: 8 })).toBe(false);
  });

  it('puts newer events first, each once', () => {
    const merged = mergeNewest(
      [event(2, 'a:b', null)],
      [event(3, 'a:b', null), event(2, 'a:b', null), event(4, 'a:b', null)],
    );
    expect(merged.map((e) => e.eventId)).toEqual([4, 3, 2]);
  });
});
