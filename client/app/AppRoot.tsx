// The root route: app-wide behaviour that needs the router, around the shell.
import { Suspense } from 'react';
import { selectSessionUser } from '../features/auth/sessionSlice';
import { AppLayout } from '../shell/AppLayout';
import { lazyWithTexts } from './featureTexts';
import { useAppSelector } from './hooks';
import { RealtimeBridge } from './RealtimeBridge';
import { ScrollManager } from './ScrollManager';

/** The chat, email-offer and tech-support dialogs: loaded for signed-in people only. */
const MessagesOverlays = lazyWithTexts(['messages'], () => import('../features/messages/MessagesOverlays'));
/** The reward dialog and the achievement and course-finished celebrations. */
const RewardsOverlays = lazyWithTexts(['rewards'], () => import('../features/rewards/RewardsOverlays'));

export function AppRoot() {
  const signedIn = useAppSelector(selectSessionUser) !== null;
  return (
    <>
      <ScrollManager />
      <RealtimeBridge />
      <AppLayout />
      {signedIn && (
        <Suspense fallback={null}>
          <MessagesOverlays />
        </Suspense>
      )}
      {signedIn && (
        <Suspense fallback={null}>
          <RewardsOverlays />
        </Suspense>
      )}
    </>
  );
}
