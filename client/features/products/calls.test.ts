// Each product call reference must name the same file and action as its shared contract.
import { describe, expect, it } from 'vitest';
import { getCourses } from '../../../shared/calls/courseAdmin';
import {
  getCatalogue,
  getCatalogueProduct,
  getProduct,
  getProducts,
  joinFreeProduct,
  recordPurchase,
  saveProduct,
} from '../../../shared/calls/products';
import { productCalls } from './calls';

const contracts = {
  getProducts,
  getProduct,
  saveProduct,
  getCatalogue,
  getCatalogueProduct,
  joinFreeProduct,
  recordPurchase,
  getCourses,
};

describe('product call references', () => {
  it.each(Object.entries(productCalls))('%s matches its contract', (name, ref) => {
    const contract = contracts[name as keyof typeof contracts];
    expect({ file: ref.file, req: ref.req }).toEqual({ file: contract.file, req: contract.req });
  });
});
