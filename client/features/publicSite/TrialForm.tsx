// "Start your free 30-day trial" (SPEC §1): a company on the trial plan with the visitor as its
// first admin, who confirms their address by mail before signing in.
import { Alert, Button, Checkbox, Grid, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeCallError } from '../../api/describeError';
import { FormError } from '../../components/FormError';
import { passwordProblemText } from '../../session/passwordText';
import { useStartTrialMutation } from '../companies';

export function TrialForm() {
  const { t, i18n } = useTranslation();
  const [start, { isLoading }] = useStartTrialMutation();
  const [error, setError] = useState<string | null>(null);
  const [startedFor, setStartedFor] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      CompanyName: '',
      FirstName: '',
      LastName: '',
      Email: '',
      Password: '',
      AcceptTerms: false,
    },
  });
  const submit = form.onSubmit(async (values) => {
    const missing = !values.CompanyName.trim() || !values.FirstName.trim() || !values.LastName.trim();
    if (missing || !values.Email.trim() || !values.Password || !values.AcceptTerms)
      return setError(t('publicSite.landing.trialForm.missing'));
    const weak = passwordProblemText(values.Password, values.Email, t);
    if (weak) return setError(weak);
    setError(null);
    try {
      await start({ ...values, Email: values.Email.trim(), AcceptTerms: true }).unwrap();
      setStartedFor(values.Email.trim());
    } catch (thrown) {
      setError(describeCallError(thrown, t, i18n.language));
    }
  });
  if (startedFor)
    return (
      <Alert color="green" variant="light" role="status">
        {t('publicSite.landing.trialForm.started', { email: startedFor })}
      </Alert>
    );
  return (
    <form onSubmit={submit} noValidate aria-label={t('publicSite.landing.trialForm.title')}>
      <Stack gap="sm" maw={640}>
        <FormError message={error} />
        <TextInput
          label={t('publicSite.landing.trialForm.companyName')}
          required
          autoComplete="organization"
          key={form.key('CompanyName')}
          {...form.getInputProps('CompanyName')}
        />
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('publicSite.landing.trialForm.firstName')}
              required
              autoComplete="given-name"
              key={form.key('FirstName')}
              {...form.getInputProps('FirstName')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('publicSite.landing.trialForm.lastName')}
              required
              autoComplete="family-name"
              key={form.key('LastName')}
              {...form.getInputProps('LastName')}
            />
          </Grid.Col>
        </Grid>
        <TextInput
          label={t('publicSite.landing.trialForm.email')}
          type="email"
          required
          autoComplete="email"
          key={form.key('Email')}
          {...form.getInputProps('Email')}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
          label={t('publicSite.landing.trialForm.password')}
          description={t('password.hint')}
          required
          autoComplete="new-password"
          key={form.key('Password')}
          {...form.getInputProps('Password')}
        />
        <Checkbox
          label={t('publicSite.landing.trialForm.terms')}
          key={form.key('AcceptTerms')}
          {...form.getInputProps('AcceptTerms', { type: 'checkbox' })}
        />
        <Button type="submit" loading={isLoading} size="md" style={{ alignSelf: 'flex-start' }}>
          {t('publicSite.landing.trialForm.start')}
        </Button>
      </Stack>
    </form>
  );
}
