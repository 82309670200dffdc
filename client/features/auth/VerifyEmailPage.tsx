// /verify-email?code=…: the link from the registration mail (valid 24 hours, SPEC §5).
import { Alert, Anchor, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { describeCallError } from '../../api/describeError';
import { FormError } from '../../components/FormError';
import { LoadingStatus } from '../../components/LoadingStatus';
import type { PageProps } from '../../components/page';
import { AuthCard } from './AuthCard';
import { useVerifyEmailMutation } from './accountApi';

type Outcome = { state: 'checking' } | { state: 'done' } | { state: 'failed'; message: string };

export default function VerifyEmailPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [verifyEmail] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });
  // A code works once: React's development double effects must not spend it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    verifyEmail({ Code: code })
      .unwrap()
      .then(() => setOutcome({ state: 'done' }))
      .catch((failure: unknown) =>
        setOutcome({ state: 'failed', message: describeCallError(failure, t, i18n.language) }),
      );
  }, [code, verifyEmail, t, i18n.language]);

  return (
    <AuthCard title={t(`pages.${titleKey}`)}>
      <Stack gap="md">
        {!code && <Alert variant="light">{t('verify.noCode')}</Alert>}
        {code && outcome.state === 'checking' && <LoadingStatus label={t('verify.checking')} />}
        {outcome.state === 'done' && (
          <Alert color="green" variant="light" role="status">
            {t('verify.done')}
          </Alert>
        )}
        {outcome.state === 'failed' && <FormError message={outcome.message} />}
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('recovery.backToLogin')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
