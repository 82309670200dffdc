// / and /login (SPEC §2). Signed in, it moves on to `triedUrl` (or My courses);
// `?logout=true` signs out first; `?edit=1` keeps type 2 here to edit the page texts (login-edit).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useGetSettingsQuery } from '../../api/settingsApi';
import { useAppSelector } from '../../base/hooks';
import { PageLoader } from '../../components/PageLoader';
import type { PageProps } from '../../components/page';
import { selectSessionStatus } from '../../session/sessionSlice';
import { selectSessionUser } from '../../session/sessionUser';
import { DEFAULT_SIGNED_IN_PATH, safeTriedUrl } from '../../session/triedUrl';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { useSignOut } from './useSignOut';
import { useTextEditVisit } from './useTextEditVisit';

export default function LoginPage(_props: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const status = useAppSelector(selectSessionStatus);
  const { data: settings } = useGetSettingsQuery({});
  const signOut = useSignOut();
  const wantsLogout = params.get('logout') === 'true';
  const signingOut = useRef(false);
  const editingTexts = useTextEditVisit();
  const user = useAppSelector(selectSessionUser);

  useEffect(() => {
    if (!wantsLogout || status !== 'signedIn' || signingOut.current) return;
    signingOut.current = true;
    void signOut().finally(() => {
      signingOut.current = false;
    });
  }, [wantsLogout, status, signOut]);

  // Asked to edit the texts while the signed-in person is not known yet: wait for them rather
  // than send an admin on.
  if (status === 'signedIn' && user === null && params.get('edit') === '1') return <PageLoader />;
  if (status === 'signedIn' && !wantsLogout && !editingTexts) {
    return <Navigate to={safeTriedUrl(params.get('triedUrl')) ?? DEFAULT_SIGNED_IN_PATH} replace />;
  }
  return (
    <AuthCard title={t('auth.signInTitle')} intro={t('auth.signInIntro')} introKey="login.intro">
      <LoginForm registrationEnabled={settings?.registrationEnabled ?? false} />
    </AuthCard>
  );
}
