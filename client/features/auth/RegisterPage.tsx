// /register (SPEC §2): the sign-up form. A signed-in person arriving with a code is sent to
// redeem it instead; `?edit=1` keeps type 2 here to edit the page text.
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../base/hooks';
import type { PageProps } from '../../components/page';
import { selectSessionUser } from '../../session/sessionUser';
import { DEFAULT_SIGNED_IN_PATH } from '../../session/triedUrl';
import { AuthCard } from './AuthCard';
import { RegisterForm } from './RegisterForm';
import { useTextEditVisit } from './useTextEditVisit';

export default function RegisterPage(_props: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const user = useAppSelector(selectSessionUser);
  const code = params.get('code') ?? '';
  const editingTexts = useTextEditVisit();

  if (user && code) return <Navigate to={`/redeem-code?code=${encodeURIComponent(code)}`} replace />;
  if (user && !editingTexts) return <Navigate to={DEFAULT_SIGNED_IN_PATH} replace />;
  return (
    <AuthCard title={t('register.title')} intro={t('register.intro')} introKey="register.intro">
      <RegisterForm initialCode={code} />
    </AuthCard>
  );
}
