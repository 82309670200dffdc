// The profile page edits the person's details with the people feature's forms and lists their
// invoices (loaded when that section shows).
import { lazy } from 'react';

export { MyDetails, MyPassword, MyPhoto } from '../../features/people/MyProfileEditing';
export const MyInvoices = lazy(() => import('../../features/invoices/MyInvoices'));
