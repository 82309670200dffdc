// The root route: app-wide behaviour that needs the router, around the shell.
import { lazy, Suspense } from 'react';
import { selectSessionUser } from '../features/auth/sessionSlice';
import { AppLayout } from '../shell/AppLayout';
import { useAppSelector } from './hooks';
import { RealtimeBridge } from './RealtimeBridge';
import { ScrollManager } from './ScrollManager';

/** The chat, email-offer and tech-support dialogs: loaded for signed-in people only. */
const MessagesOverlays = lazy(() => import('../features/messages/MessagesOverlays'));

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
    </>
  );
}
