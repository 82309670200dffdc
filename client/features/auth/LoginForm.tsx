// Email and password sign-in (SPEC §5: both must be given and the email valid before calling).
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorCodeOf } from '../../api/callError';
import { describeCallError } from '../../api/describeError';
import { FormError } from '../../components/FormError';
import { useSignInMutation } from './authApi';
import { useResendVerificationMutation } from './resendApi';
import { looksLikeEmail } from './validation';

export function LoginForm({ registrationEnabled }: { registrationEnabled: boolean }) {
  const { t, i18n } = useTranslation();
  const [signIn, { isLoading }] = useSignInMutation();
  const [error, setError] = useState<string | null>(null);
  // An unverified address may ask for its link again (the server limits how often).
  const [unverified, setUnverified] = useState<string | null>(null);
  const [resend, resending] = useResendVerificationMutation();
  const [resent, setResent] = useState(false);
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '', password: '' } });

  // On success the session changes and the login page moves on to the page asked for.
  const submit = form.onSubmit(async ({ email, password }) => {
    if (!looksLikeEmail(email) || password.length === 0) {
      setError(t('auth.invalidInput'));
      return;
    }
    setError(null);
    setResent(false);
    try {
      await signIn({ Email: email.trim(), Password: password }).unwrap();
    } catch (failure) {
      setError(describeCallError(failure, t, i18n.language));
      setUnverified(errorCodeOf(failure) === 'LOGIN_NOT_VERIFIED' ? email.trim() : null);
    }
  });

  const sendAgain = async () => {
    if (!unverified) return;
    try {
      await resend({ Email: unverified }).unwrap();
      setResent(true);
    } catch (failure) {
      setError(describeCallError(failure, t, i18n.language));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={error} />
        {unverified && (
          <Group gap="sm">
            <Button
              variant="default"
              size="sm"
              loading={resending.isLoading}
              onClick={() => void sendAgain()}
            >
              {t('auth.resendVerification')}
            </Button>
            {resent && (
              <Text size="sm" role="status">
                {t('auth.verificationResent', { email: unverified })}
              </Text>
            )}
          </Group>
        )}
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
          label={t('auth.password')}
          autoComplete="current-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/password-recovery" size="sm">
            {t('auth.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={isLoading} fullWidth size="md">
          {t('auth.signIn')}
        </Button>
        {registrationEnabled && (
          <Text size="sm" ta="center">
            {t('auth.noAccount')}{' '}
            <Anchor component={Link} to="/register" fw={600}>
              {t('auth.createAccount')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </form>
  );
}
