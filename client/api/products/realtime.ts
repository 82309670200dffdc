// The events the product lists and the catalogue follow: a changed product refetches them; a
// course granted or taken away refetches the catalogue (what the buyer owns shows there).
import type { Unsubscribe } from '@reduxjs/toolkit';
import { type AppStartListening, hasLoaded, onEvents } from '../../app/listeners';
import type { ProductsApi } from './productsApi';

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
