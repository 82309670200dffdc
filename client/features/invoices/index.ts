// The invoices feature's public surface: the order form on a product's page. (A person's invoices
// on their profile are loaded by that page in client/app, when the section shows.)
export { OrderProduct } from './OrderProduct';
