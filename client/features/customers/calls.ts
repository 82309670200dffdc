// The customer calls (customers.php); calls.test.ts checks them against shared/calls/customers.ts.
import type * as customers from '../../../shared/calls/customers';
import { callRef } from '../../api/contract';

export const customerCalls = {
  getCustomers: callRef<typeof customers.getCustomers>('customers.php', 'get_customers'),
  getCustomer: callRef<typeof customers.getCustomer>('customers.php', 'get_customer'),
  saveCustomer: callRef<typeof customers.saveCustomer>('customers.php', 'save_customer'),
  removeCustomer: callRef<typeof customers.removeCustomer>('customers.php', 'remove_customer'),
} as const;
