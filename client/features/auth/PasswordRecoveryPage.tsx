// /password-recovery asks for a reset link; /password-recovery/:id sets the new password.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { PageProps } from '../../components/page';
import { AuthCard } from './AuthCard';
import { RequestResetForm } from './RequestResetForm';
import { ResetPasswordForm } from './ResetPasswordForm';

export default function PasswordRecoveryPage(_props: PageProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  return id ? (
    <AuthCard title={t('recovery.resetTitle')}>
      <ResetPasswordForm code={id} />
    </AuthCard>
  ) : (
    <AuthCard
      title={t('recovery.requestTitle')}
      intro={t('recovery.requestIntro')}
      introKey="passwordRecovery.intro"
    >
      <RequestResetForm />
    </AuthCard>
  );
}
