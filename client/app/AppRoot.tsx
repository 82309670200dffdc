// The root route: app-wide behaviour that needs the router, around the shell.
import { AppLayout } from '../shell/AppLayout';
import { RealtimeBridge } from './RealtimeBridge';
import { ScrollManager } from './ScrollManager';

export function AppRoot() {
  return (
    <>
      <ScrollManager />
      <RealtimeBridge />
      <AppLayout />
    </>
  );
}
