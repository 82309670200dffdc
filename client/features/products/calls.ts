// The product calls (products.php); calls.test.ts checks them against shared/calls/products.ts.
import type * as courseAdmin from '../../../shared/calls/courseAdmin';
import type * as products from '../../../shared/calls/products';
import { callRef } from '../../api/contract';

export const productCalls = {
  getProducts: callRef<typeof products.getProducts>('products.php', 'get_products'),
  getProduct: callRef<typeof products.getProduct>('products.php', 'get_product'),
  saveProduct: callRef<typeof products.saveProduct>('products.php', 'save_product'),
  getCatalogue: callRef<typeof products.getCatalogue>('products.php', 'get_catalogue'),
  getCatalogueProduct: callRef<typeof products.getCatalogueProduct>('products.php', 'get_catalogue_product'),
  joinFreeProduct: callRef<typeof products.joinFreeProduct>('products.php', 'join_free_product'),
  recordPurchase: callRef<typeof products.recordPurchase>('products.php', 'record_purchase'),
  /** The courses a product may hold (staff). */
  getCourses: callRef<typeof courseAdmin.getCourses>('course_admin.php', 'get_courses'),
} as const;
