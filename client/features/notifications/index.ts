// The notifications feature's public surface: the bell for the shell (the page is reached through
// the route table).
export { default as NotificationBell } from './NotificationBell';
