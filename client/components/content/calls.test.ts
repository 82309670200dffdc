// Each page-text call reference must name the same file and action as its shared contract.
import { describe, expect, it } from 'vitest';
import { getContent, saveContent } from '../../../shared/calls/content';
import { contentCalls } from './calls';

const contracts = { getContent, saveContent } as const;

describe('content call references', () => {
  it.each(Object.entries(contentCalls))('%s matches its contract', (name, ref) => {
    const contract = contracts[name as keyof typeof contracts];
    expect({ file: ref.file, req: ref.req }).toEqual({ file: contract.file, req: contract.req });
  });
});
