// The shell's parts that the first paint does without, behind one dynamic import: they share the
// `shell` chunk (vite.config.ts), so one request and one module fetch them all, rather than a
// chunk per part.
export { default as HelpButton } from '../features/messages/HelpButton';
export { default as MessagesOverlays } from '../features/messages/MessagesOverlays';
export { default as RewardsOverlays } from '../features/rewards/RewardsOverlays';
export { default as SignedInTools, UserAvatarLink } from './SignedInTools';
export { default as SiteFooter } from './SiteFooter';
export { default as SiteNotices } from './SiteNotices';
