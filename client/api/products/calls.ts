// The product calls, and the courses a product may hold.
import * as courseAdminAddresses from '../../../shared/calls/addresses/courseAdmin';
import * as productsAddresses from '../../../shared/calls/addresses/products';
import type * as courseAdmin from '../../../shared/calls/courseAdmin';
import type * as products from '../../../shared/calls/products';
import { callRef, callRefs } from '../contract';

export const productCalls = {
  ...callRefs<typeof products>(productsAddresses),
  /** The courses a product may hold (staff). */
  getCourses: callRef<typeof courseAdmin.getCourses>(courseAdminAddresses.getCourses),
} as const;
