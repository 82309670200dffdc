// The messages feature's public surface: opening a chat, who is online, and the help button
// (its code is in the shell's after-first-paint chunk, vite.config.ts).
import { lazy } from 'react';

export { chatOpened, supportDialogOpened } from './messagesSlice';
export { usePresenceFor, usePresenceWatch } from './usePresence';
export const HelpButton = lazy(() => import('./HelpButton'));
