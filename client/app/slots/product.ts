// A product's page takes the order with the invoices feature's form.
export { OrderProduct } from '../../features/invoices/OrderProduct';
