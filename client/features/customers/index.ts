// The customers feature's public surface: the customer list an invoice picks from.
export { useGetCustomersQuery } from './customersApi';
