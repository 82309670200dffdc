// Each version call reference must name the same file and action as its shared contract.
import { describe, expect, it } from 'vitest';
import { getVersions } from '../../../shared/calls/versions';
import { versionCalls } from './calls';

describe('version call references', () => {
  it('getVersions matches its contract', () => {
    expect({ file: versionCalls.getVersions.file, req: versionCalls.getVersions.req }).toEqual({
      file: getVersions.file,
      req: getVersions.req,
    });
  });
});
