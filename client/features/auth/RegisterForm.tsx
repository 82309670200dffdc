// Sign-up (SPEC §5): names, email, a strong enough password, the terms, an optional code.
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { asCallError } from '../../api/callError';
import { describeCallError } from '../../api/describeError';
import { FormError } from '../../components/FormError';
import { passwordProblemText } from '../../session/passwordText';
import { useRegisterMutation } from './accountApi';
import { looksLikeEmail } from './validation';

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'code' | 'acceptTerms';

/** The form's fields in page order: focus goes to the first one in error. */
const ORDER: readonly Field[] = ['firstName', 'lastName', 'email', 'password', 'code', 'acceptTerms'];

/** The server's field names (a failure's `field`) on this form. */
const SERVER_FIELDS: Record<string, Field> = {
  FirstName: 'firstName',
  LastName: 'lastName',
  Email: 'email',
  Password: 'password',
  Code: 'code',
  AcceptTerms: 'acceptTerms',
};

export function RegisterForm({ initialCode }: { initialCode: string }) {
  const { t, i18n } = useTranslation();
  const [register, { isLoading }] = useRegisterMutation();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      code: initialCode,
      acceptTerms: false,
    },
    // Each problem is told on its own field (aria-invalid and its message), the spec's
    // "Missing information" above the form.
    validate: {
      firstName: (v) => (v.trim() ? null : t('register.firstNameMissing')),
      lastName: (v) => (v.trim() ? null : t('register.lastNameMissing')),
      email: (v) =>
        !v.trim() ? t('register.emailMissing') : looksLikeEmail(v) ? null : t('recovery.emailInvalid'),
      password: (v, values) =>
        v ? passwordProblemText(v, values.email.trim(), t) : t('register.passwordMissing'),
      acceptTerms: (v) => (v ? null : t('register.termsMissing')),
    },
  });

  const focusFirst = (fields: readonly string[]) => {
    const first = ORDER.find((name) => fields.includes(name));
    if (first) form.getInputNode(first)?.focus();
  };

  const submit = form.onSubmit(
    async (values) => {
      setError(null);
      try {
        await register({
          FirstName: values.firstName.trim(),
          LastName: values.lastName.trim(),
          Email: values.email.trim(),
          Password: values.password,
          AcceptTerms: true,
          ...(values.code.trim() ? { Code: values.code.trim() } : {}),
        }).unwrap();
        setDone(true);
      } catch (failure) {
        const text = describeCallError(failure, t, i18n.language);
        const called = asCallError(failure);
        const field = called.kind === 'failure' ? SERVER_FIELDS[called.failure.field ?? ''] : undefined;
        setError(text);
        if (field) {
          form.setFieldError(field, text);
          focusFirst([field]);
        }
      }
    },
    (errors) => {
      setError(t('register.incomplete'));
      focusFirst(Object.keys(errors));
    },
  );

  if (done) {
    return (
      <Stack>
        <Alert color="green" variant="light" role="status">
          {t('register.done')}
        </Alert>
        <Anchor component={Link} to="/login">
          {t('recovery.backToLogin')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={error} />
        <Group grow align="flex-start">
          <TextInput label={t('register.firstName')} autoComplete="given-name" {...field('firstName')} />
          <TextInput label={t('register.lastName')} autoComplete="family-name" {...field('lastName')} />
        </Group>
        <TextInput label={t('auth.email')} type="email" autoComplete="email" {...field('email')} />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
          label={t('auth.password')}
          description={t('password.hint')}
          autoComplete="new-password"
          {...field('password')}
        />
        <TextInput label={t('register.code')} autoComplete="off" {...field('code')} />
        <Checkbox
          label={t('register.acceptTerms')}
          key={form.key('acceptTerms')}
          {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
        />
        <Anchor component={Link} to="/terms-of-service" size="sm">
          {t('register.readTerms')}
        </Anchor>
        <Button type="submit" loading={isLoading} fullWidth size="md">
          {t('register.submit')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('register.haveAccount')} {t('nav.signIn')}
        </Anchor>
      </Stack>
    </form>
  );

  function field(name: 'firstName' | 'lastName' | 'email' | 'password' | 'code') {
    return { key: form.key(name), ...form.getInputProps(name) };
  }
}
