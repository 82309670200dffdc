// Starts realtime when someone is signed in and stops it when they leave. socket.io-client is
// imported here on demand, so visitors and the first paint never download it.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '../base/hooks';
import { showToast } from '../components/toast';
import { startLearningCursor } from '../realtime/cursor';
import { realtimeStopped } from '../realtime/realtimeSlice';
import { endSessionLocally } from '../session/endSession';
import { selectSessionStatus, selectSessionToken, selectSigningOut } from '../session/sessionSlice';
import { loginPathFor } from '../session/triedUrl';

export function RealtimeBridge() {
  const status = useAppSelector(selectSessionStatus);
  const token = useAppSelector(selectSessionToken);
  const signingOut = useAppSelector(selectSigningOut);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { t } = useTranslation();
  // The socket outlives renders; it calls whatever navigate and t are current.
  const latest = useRef({ navigate, t });
  latest.current = { navigate, t };

  useEffect(() => {
    if (status !== 'signedIn' || !token || signingOut) return;
    let cancelled = false;
    let stop: (() => void) | null = null;
    // Already known or being learnt at start-up or sign-in; else (e.g. a sign-out that failed) now.
    dispatch(startLearningCursor());
    void import('../realtime/connection').then(({ startRealtime }) => {
      if (cancelled) return;
      stop = startRealtime({
        token,
        dispatch,
        getState: store.getState,
        // The server no longer accepts the token (revoked or expired): sign in again, then
        // come back to this page.
        onTokenRefused: () => {
          // Refused because the person is signing out here: not a session that "ended".
          if (selectSigningOut(store.getState()) || selectSessionStatus(store.getState()) !== 'signedIn')
            return;
          const here = `${window.location.pathname}${window.location.search}`;
          endSessionLocally(dispatch);
          void latest.current.navigate(loginPathFor(here), { replace: true });
          showToast({ id: 'session-ended', message: latest.current.t('auth.sessionEnded'), color: 'orange' });
        },
      });
    });
    return () => {
      cancelled = true;
      stop?.();
      dispatch(realtimeStopped());
    };
  }, [status, token, signingOut, dispatch, store]);

  return null;
}
