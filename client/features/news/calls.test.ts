// Each news call reference must name the same file and action as its shared contract.
import { describe, expect, it } from 'vitest';
import {
  getAllNews,
  getLatestNews,
  getNewsItem,
  saveNews,
  storeNewsInteraction,
} from '../../../shared/calls/content';
import { newsCalls } from './calls';

const contracts = { getLatestNews, getNewsItem, storeNewsInteraction, saveNews, getAllNews } as const;

describe('news call references', () => {
  it.each(Object.entries(newsCalls))('%s matches its contract', (name, ref) => {
    const contract = contracts[name as keyof typeof contracts];
    expect({ file: ref.file, req: ref.req }).toEqual({ file: contract.file, req: contract.req });
  });
});
