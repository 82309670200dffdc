// The product calls, and the courses a product may hold.
import * as editingAddresses from '../../../shared/calls/addresses/editing';
import * as productsAddresses from '../../../shared/calls/addresses/products';
import type * as editing from '../../../shared/calls/editing';
import type * as products from '../../../shared/calls/products';
import { callRef, callRefs } from '../../api/contract';

export const productCalls = {
  ...callRefs<typeof products>(productsAddresses),
  /** The courses a product may hold (staff). */
  getCourses: callRef<typeof editing.getCourses>(editingAddresses.getCourses),
} as const;
