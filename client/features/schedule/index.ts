// The schedule feature's public surface: booking and cancelling on the public coaching page.
export { BookSlotSection } from './BookSlotSection';
export { CancelBookingPanel } from './CancelBookingPanel';
