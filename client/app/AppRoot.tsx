// The root route: app-wide behaviour that needs the router, around the shell.
import { Suspense } from 'react';
import { lazyWithTexts } from '../base/featureTexts';
import { useAppSelector } from '../base/hooks';
import { selectSessionUser } from '../session/sessionUser';
import { AppLayout } from '../shell/AppLayout';
import { loadShell } from '../shell/loadShell';
import { RealtimeBridge } from './RealtimeBridge';
import { ScrollManager } from './ScrollManager';

/** The chat, email-offer and tech-support dialogs: loaded for signed-in people only. */
const MessagesOverlays = lazyWithTexts<object>(['messages'], () =>
  loadShell().then((shell) => ({ default: shell.MessagesOverlays })),
);
/** The reward dialog and the achievement and course-finished celebrations. */
const RewardsOverlays = lazyWithTexts<object>(['rewards'], () =>
  loadShell().then((shell) => ({ default: shell.RewardsOverlays })),
);

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
