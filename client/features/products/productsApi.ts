// Products (products.php), injected into the one api. Lists and catalogue pages follow
// `product:changed`; joining or a recorded purchase refreshes My courses through `course:access`.

import type { Unsubscribe } from '@reduxjs/toolkit';
import type * as editing from '../../../shared/calls/editing';
import type * as products from '../../../shared/calls/products';
import type { CatalogueProduct, ProductRow } from '../../../shared/calls/products';
import { api } from '../../api/api';
import { type CallInput, type CallReply, fromContract } from '../../api/contract';
import { declareFreshness } from '../../base/freshness';
import { type AppStartListening, hasLoaded, onEvents, startAppListening } from '../../base/listeners';
import { productCalls } from './calls';

export type { CatalogueProduct, ProductRow };

const tagged = api.enhanceEndpoints({ addTagTypes: ['Products', 'MyCourses'] });

export const productsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductRow[], void>({
      query: () => fromContract(productCalls.getProducts).query({}),
      transformResponse: (reply: CallReply<typeof products.getProducts>) => reply.data,
      providesTags: ['Products'],
    }),
    getProduct: build.query<ProductRow, number>({
      query: (Id) => fromContract(productCalls.getProduct).query({ Id }),
      transformResponse: (reply: CallReply<typeof products.getProduct>) => reply.data,
      providesTags: ['Products'],
    }),
    saveProduct: build.mutation<ProductRow, CallInput<typeof products.saveProduct>>({
      query: (input) => fromContract(productCalls.saveProduct).query(input),
      transformResponse: (reply: CallReply<typeof products.saveProduct>) => reply.data,
      invalidatesTags: ['Products'],
    }),
    getCatalogue: build.query<CatalogueProduct[], CallInput<typeof products.getCatalogue>>({
      query: (input) => fromContract(productCalls.getCatalogue).query(input),
      transformResponse: (reply: CallReply<typeof products.getCatalogue>) => reply.data,
      providesTags: ['Products'],
    }),
    getCatalogueProduct: build.query<CatalogueProduct, CallInput<typeof products.getCatalogueProduct>>({
      query: (input) => fromContract(productCalls.getCatalogueProduct).query(input),
      transformResponse: (reply: CallReply<typeof products.getCatalogueProduct>) => reply.data,
      providesTags: ['Products'],
    }),
    joinFreeProduct: build.mutation<number[], string>({
      query: (Slug) => fromContract(productCalls.joinFreeProduct).query({ Slug }),
      transformResponse: (reply: CallReply<typeof products.joinFreeProduct>) => reply.data.CourseIds,
      invalidatesTags: ['Products', 'MyCourses'],
    }),
    recordPurchase: build.mutation<number[], CallInput<typeof products.recordPurchase>>({
      query: (input) => fromContract(productCalls.recordPurchase).query(input),
      transformResponse: (reply: CallReply<typeof products.recordPurchase>) => reply.data.CourseIds,
    }),
    getProductCourses: build.query<{ Id: number; Name: string }[], void>({
      query: () => fromContract(productCalls.getCourses).query({}),
      transformResponse: (reply: CallReply<typeof editing.getCourses>) =>
        reply.data.map((c) => ({ Id: c.Id, Name: c.Name })),
    }),
  }),
});

export type ProductsApi = typeof productsApi;

// The events the product lists and the catalogue follow: a changed product refetches them; a
// course granted or taken away refetches the catalogue (what the buyer owns shows there).
export function startProductsRealtime(
  startListening: AppStartListening,
  productsApi: ProductsApi,
): Unsubscribe {
  return startListening(
    onEvents(['product:changed', 'course:access'], (event, { dispatch, getState }) => {
      const state = getState();
      const follows =
        (event.type === 'product:changed' && hasLoaded(productsApi, state, 'getProducts')) ||
        hasLoaded(productsApi, state, 'getCatalogue') ||
        hasLoaded(productsApi, state, 'getCatalogueProduct');
      if (follows) dispatch(productsApi.util.invalidateTags(['Products']));
    }),
  );
}

startProductsRealtime(startAppListening, productsApi);

declareFreshness(productsApi, {
  getProducts: ['product:changed'],
  getProduct: ['product:changed'],
  getCatalogue: ['product:changed', 'course:access'],
  getCatalogueProduct: ['product:changed', 'course:access'],
  getProductCourses: { static: 'the course picker of the product form, read as the form opens' },
});

export const {
  useGetProductsQuery,
  useGetProductQuery,
  useSaveProductMutation,
  useGetCatalogueQuery,
  useGetCatalogueProductQuery,
  useJoinFreeProductMutation,
  useRecordPurchaseMutation,
  useGetProductCoursesQuery,
} = productsApi;
