// / and /login (SPEC §2). Signed in, it moves on to `triedUrl` (or My courses);
// `?logout=true` signs out first.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useGetSettingsQuery } from '../../api/settingsApi';
import { useAppSelector } from '../../app/hooks';
import type { PageProps } from '../../components/page';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { selectSessionStatus } from './sessionSlice';
import { DEFAULT_SIGNED_IN_PATH, safeTriedUrl } from './triedUrl';
import { useSignOut } from './useSignOut';

export default function LoginPage(_props: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const status = useAppSelector(selectSessionStatus);
  const { data: settings } = useGetSettingsQuery({});
  const signOut = useSignOut();
  const wantsLogout = params.get('logout') === 'true';
  const signingOut = useRef(false);

  useEffect(() => {
    if (!wantsLogout || status !== 'signedIn' || signingOut.current) return;
    signingOut.current = true;
    void signOut().finally(() => {
      signingOut.current = false;
    });
  }, [wantsLogout, status, signOut]);

  if (status === 'signedIn' && !wantsLogout) {
    return <Navigate to={safeTriedUrl(params.get('triedUrl')) ?? DEFAULT_SIGNED_IN_PATH} replace />;
  }
  return (
    <AuthCard title={t('auth.signInTitle')} intro={t('auth.signInIntro')}>
      <LoginForm registrationEnabled={settings?.registrationEnabled ?? false} />
    </AuthCard>
  );
}
