// Step two of password recovery: the link's code plus a new password typed twice (SPEC §5).
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { describeCallError } from '../../api/describeError';
import { FormError } from '../../components/FormError';
import { passwordProblemText } from '../../session/passwordText';
import { useResetPasswordMutation } from './authApi';

export function ResetPasswordForm({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm({ mode: 'uncontrolled', initialValues: { password: '', password2: '' } });

  const submit = form.onSubmit(async ({ password, password2 }) => {
    if (!password || !password2) return setError(t('recovery.passwordsMissing'));
    if (password !== password2) return setError(t('errors.PASSWORDS_DIFFER'));
    const weak = passwordProblemText(password, '', t);
    if (weak) return setError(weak);
    setError(null);
    try {
      await resetPassword({ Code: code, Password: password, Password2: password2 }).unwrap();
      setDone(true);
    } catch (failure) {
      setError(describeCallError(failure, t, i18n.language));
    }
  });

  return (
    <Stack gap="md">
      {done ? (
        <Alert color="green" variant="light" role="status">
          {t('recovery.done')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormError message={error} />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
              label={t('recovery.newPassword')}
              description={t('register.passwordHint')}
              autoComplete="new-password"
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
              label={t('recovery.repeatPassword')}
              autoComplete="new-password"
              key={form.key('password2')}
              {...form.getInputProps('password2')}
            />
            <Button type="submit" loading={isLoading} fullWidth size="md">
              {t('recovery.save')}
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
