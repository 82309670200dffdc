import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseSettings, sortIntervals } from './settings';

describe('exercise settings', () => {
  it('fall back to the defaults when nothing valid is stored', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('42')).toEqual(DEFAULT_SETTINGS);
  });

  it('keep valid stored values and drop the rest', () => {
    const stored = JSON.stringify({
      intervals: ['P5', 'xx', 'm2'],
      direction: 'down',
      playback: 'loud',
      questions: 7,
    });
    expect(parseSettings(stored)).toEqual({
      intervals: ['m2', 'P5'],
      direction: 'down',
      playback: DEFAULT_SETTINGS.playback,
      questions: DEFAULT_SETTINGS.questions,
    });
  });

  it('order intervals from small to large', () => {
    expect(sortIntervals(['P8', 'm3', 'M2'])).toEqual(['M2', 'm3', 'P8']);
  });
});
