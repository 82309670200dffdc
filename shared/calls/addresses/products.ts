// The addresses of the calls in ../products.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { Site } from '../../site';
import type { CallAddress } from '../address';

/** The catalogue belongs to the school's own site (SPEC §2: /products is tagged for academy). */
const ACADEMY_ONLY: readonly Site[] = ['academy'];

export const getProducts = {
  file: 'products.php',
  req: 'get_products',
  access: 'staff',
  scope: 'school',
} as const satisfies CallAddress;

export const getProduct = {
  file: 'products.php',
  req: 'get_product',
  access: 'staff',
  scope: 'school',
} as const satisfies CallAddress;

export const saveProduct = {
  file: 'products.php',
  req: 'save_product',
  access: 'staff',
  scope: 'school',
} as const satisfies CallAddress;

export const getCatalogue = {
  file: 'products.php',
  req: 'get_catalogue',
  access: 'public',
  scope: 'open',
  sites: ACADEMY_ONLY,
} as const satisfies CallAddress;

export const getCatalogueProduct = {
  file: 'products.php',
  req: 'get_catalogue_product',
  access: 'public',
  scope: 'open',
  sites: ACADEMY_ONLY,
} as const satisfies CallAddress;

export const joinFreeProduct = {
  file: 'products.php',
  req: 'join_free_product',
  access: 'auth',
  scope: 'own',
  sites: ACADEMY_ONLY,
} as const satisfies CallAddress;

export const recordPurchase = {
  file: 'products.php',
  req: 'record_purchase',
  access: 'staff',
  scope: 'school',
} as const satisfies CallAddress;
