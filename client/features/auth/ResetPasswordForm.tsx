// Step two of password recovery: the link's code plus a new password typed twice (SPEC §5). An
// invited person, whose name the invitation left blank, gives their first and last name here too.
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type * as auth from '../../../shared/calls/auth';
import type { CallReply } from '../../api/contract';
import { describeCallError } from '../../api/describeError';
import { FormError } from '../../components/FormError';
import { LoadingStatus } from '../../components/LoadingStatus';
import { passwordProblemText } from '../../session/passwordText';
import { useResetPasswordMutation } from './accountApi';
import { useCheckResetCodeQuery } from './resetCodeApi';

type CheckedCode = CallReply<typeof auth.checkResetCode>['data'];

/**
 * The form shows once the code's check has answered, starting from what it knows: filling the
 * names in later re-mounted every field, and a password being typed at that moment was lost.
 */
export function ResetPasswordForm({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const checked = useCheckResetCodeQuery(code);
  if (checked.isLoading) return <LoadingStatus label={t('app.loading')} />;
  return (
    <NewPasswordForm
      code={code}
      known={checked.data}
      checkError={checked.error ? describeCallError(checked.error, t, i18n.language) : null}
    />
  );
}

function NewPasswordForm({
  code,
  known,
  checkError,
}: {
  code: string;
  known: CheckedCode | undefined;
  checkError: string | null;
}) {
  const { t, i18n } = useTranslation();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const namesNeeded = known?.NamesNeeded ?? false;
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      firstName: known?.FirstName ?? '',
      lastName: known?.LastName ?? '',
      password: '',
      password2: '',
    },
  });

  const submit = form.onSubmit(async ({ firstName, lastName, password, password2 }) => {
    const names = { FirstName: firstName.trim(), LastName: lastName.trim() };
    if (namesNeeded && (!names.FirstName || !names.LastName)) return setError(t('recovery.namesMissing'));
    if (!password || !password2) return setError(t('password.missing'));
    if (password !== password2) return setError(t('errors.PASSWORDS_DIFFER'));
    const weak = passwordProblemText(password, '', t);
    if (weak) return setError(weak);
    setError(null);
    try {
      await resetPassword({
        Code: code,
        Password: password,
        Password2: password2,
        ...(namesNeeded && names),
      }).unwrap();
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
            <FormError message={error ?? checkError} />
            {namesNeeded && (
              <>
                <Text size="sm">{t('recovery.welcome')}</Text>
                <Group grow align="flex-start">
                  <TextInput
                    label={t('register.firstName')}
                    autoComplete="given-name"
                    required
                    key={form.key('firstName')}
                    {...form.getInputProps('firstName')}
                  />
                  <TextInput
                    label={t('register.lastName')}
                    autoComplete="family-name"
                    required
                    key={form.key('lastName')}
                    {...form.getInputProps('lastName')}
                  />
                </Group>
              </>
            )}
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
              label={t('recovery.newPassword')}
              description={t('password.hint')}
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
