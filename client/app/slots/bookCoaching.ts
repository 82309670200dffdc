// The public coaching page shows the schedule feature's booking and cancelling.
export { BookSlotSection } from '../../features/schedule/BookSlotSection';
export { CancelBookingPanel } from '../../features/schedule/CancelBookingPanel';
