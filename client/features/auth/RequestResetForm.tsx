// Step one of password recovery: ask for a reset link by email (valid 30 minutes, SPEC §5).
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { describeCallError } from '../../api/describeError';
import { FormError } from '../../components/FormError';
import { useRequestResetMutation } from './accountApi';
import { looksLikeEmail } from './validation';

export function RequestResetForm() {
  const { t, i18n } = useTranslation();
  const [requestReset, { isLoading }] = useRequestResetMutation();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '' } });

  const submit = form.onSubmit(async ({ email }) => {
    if (!looksLikeEmail(email)) return setError(t('recovery.emailInvalid'));
    setError(null);
    try {
      await requestReset({ Email: email.trim() }).unwrap();
      setSent(true);
    } catch (failure) {
      setError(describeCallError(failure, t, i18n.language));
    }
  });

  return (
    <Stack gap="md">
      {sent ? (
        <Alert color="green" variant="light" role="status">
          {t('recovery.sent')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormError message={error} />
            <TextInput
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={isLoading} fullWidth size="md">
              {t('recovery.send')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t('recovery.backToLogin')}
      </Anchor>
    </Stack>
  );
}
