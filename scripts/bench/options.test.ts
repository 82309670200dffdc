import { describe, expect, it } from 'vitest';
import { parseOptions, QUICK, UsageError } from './options';

describe('bench options', () => {
  it('runs the default scenario, writing its section, without flags', () => {
    expect(parseOptions([])).toMatchObject({
      scenario: 'single',
      clients: 1000,
      rate: 200,
      reps: 3,
      write: true,
      quick: false,
      patienceMinutes: 5,
      kind: 'default',
    });
  });

  it('--quick: the small population and short phases, no waiting, nothing written', () => {
    expect(parseOptions(['--quick'])).toMatchObject({
      scenario: 'single',
      clients: QUICK.clients,
      rate: QUICK.rate,
      durationSec: QUICK.durationSec,
      reps: 1,
      write: false,
      quick: true,
      patienceMinutes: 0,
      engine: 'sqlite',
    });
  });

  it('--quick keeps explicit settings and runs on PostgreSQL when asked', () => {
    expect(
      parseOptions(['--quick', '--engine', 'postgres', '--rate', '50', '--max-wait', '1']),
    ).toMatchObject({
      quick: true,
      engine: 'postgres',
      rate: 50,
      clients: QUICK.clients,
      patienceMinutes: 1,
      write: false,
    });
  });

  it('--quick refuses the full scenarios and two nodes', () => {
    expect(() => parseOptions(['--quick', '--scenario', 'all'])).toThrow(UsageError);
    expect(() => parseOptions(['--quick', '--nodes', '2'])).toThrow(UsageError);
  });
});
