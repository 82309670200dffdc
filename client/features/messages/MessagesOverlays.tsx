// The messages feature's overlays in the shell for a signed-in person (SPEC §2 "Overlays"): the
// chat dialog, the offer to email and the tech-support dialog. Each loads when first opened. (The
// floating help button belongs to the course pages' chrome, which renders HelpButton.tsx.)
import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../../base/hooks';
import { selectChat, selectEmailOffer, selectSupportOpen } from './messagesSlice';

const ChatDialog = lazy(() => import('./ChatDialog'));
const EmailOfferDialog = lazy(() => import('./EmailOfferDialog'));
const SupportDialog = lazy(() => import('./SupportDialog'));

/** A dialog's code loads when it first opens and stays, so it can animate closed. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(false);
  if (value && !seen) setSeen(true);
  return seen || value;
}

export default function MessagesOverlays() {
  const chatWanted = useOnceTrue(useAppSelector(selectChat) !== null);
  const emailWanted = useOnceTrue(useAppSelector(selectEmailOffer) !== null);
  const supportWanted = useOnceTrue(useAppSelector(selectSupportOpen));
  return (
    <Suspense fallback={null}>
      {chatWanted && <ChatDialog />}
      {emailWanted && <EmailOfferDialog />}
      {supportWanted && <SupportDialog />}
    </Suspense>
  );
}
