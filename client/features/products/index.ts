// The products feature's public surface: the product list an invoice picks from.
export { useGetProductsQuery } from './productsApi';
