// Sign-out (SPEC §4, §8): revoke the token on the server, clear stored data but the preserved
// keys, go to / and say so. When the server cannot be reached the person stays signed in and
// is told to try again (in the teams variant the failure is logged and they leave for / all the
// same); a token the server already refuses counts as signed out.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { selectSite } from '../../api/callContext';
import { asCallError } from '../../api/callError';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { ensureLoaded } from '../../base/i18n';
import { showToast } from '../../components/toast';
import { endSessionLocally } from '../../session/endSession';
import { signOutFailed, signOutStarted } from '../../session/sessionSlice';
import { useSignOutMutation } from './authApi';

/** The spec says the Swedish text follows the browser's language, not the chosen UI language. */
function browserPrefersSwedish(): boolean {
  return navigator.languages.some((lng) => lng.toLowerCase().startsWith('sv'));
}

export function useSignOut(): () => Promise<void> {
  const [signOut] = useSignOutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const site = useAppSelector(selectSite);

  return useCallback(async () => {
    dispatch(signOutStarted());
    try {
      await signOut({}).unwrap();
    } catch (error) {
      const failure = asCallError(error);
      const alreadyEnded = failure.kind === 'failure' && failure.httpStatus === 401;
      if (!alreadyEnded && site === 'teams') {
        console.error('Sign-out failed', failure);
        endSessionLocally(dispatch, true);
        await navigate('/', { replace: true });
        return;
      }
      if (!alreadyEnded) {
        const text =
          failure.kind === 'network' ? t('auth.signOutNetworkError') : t('auth.signOutServerError');
        showToast({ message: text, color: 'red' });
        dispatch(signOutFailed());
        return;
      }
    }
    endSessionLocally(dispatch, true);
    await navigate('/', { replace: true });
    const lng = browserPrefersSwedish() ? 'sv' : undefined;
    if (lng) await ensureLoaded(lng).catch(() => undefined);
    showToast({ id: 'signed-out', message: t('auth.signedOut', lng ? { lng } : {}), color: 'green' });
  }, [signOut, dispatch, navigate, t, site]);
}
