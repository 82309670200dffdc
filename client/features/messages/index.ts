// The messages feature's public surface: opening a chat, and who is online. (The coach help
// button reaches the course pages through the shell, from its after-first-paint chunk.)
export { chatOpened, supportDialogOpened } from './messagesSlice';
export { usePresenceFor, usePresenceWatch } from './usePresence';
