// Each statistics call reference must name the same file and action as its shared contract.
import { describe, expect, it } from 'vitest';
import { exportStatistics, getEventLog, getStatistics } from '../../../shared/calls/statistics';
import { statisticsCalls } from './calls';

const contracts = { getStatistics, exportStatistics, getEventLog };

describe('statistics call references', () => {
  it('cover every statistics call', () => {
    expect(Object.keys(statisticsCalls).sort()).toEqual(Object.keys(contracts).sort());
  });

  it.each(Object.entries(statisticsCalls))('%s matches its contract', (name, ref) => {
    const contract = contracts[name as keyof typeof contracts];
    expect({ file: ref.file, req: ref.req }).toEqual({ file: contract.file, req: contract.req });
  });
});
