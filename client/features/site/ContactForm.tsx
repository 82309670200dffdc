// The teams landing page's contact form (name, email, company, message): it becomes a task for staff.
import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeCallError } from '../../api/describeError';
import { FormFailure } from './FormFailure';
import { looksLikeEmail } from './formRules';
import { useSendContactMutation } from './siteApi';

export function ContactForm() {
  const { t, i18n } = useTranslation();
  const [sendContact, { isLoading }] = useSendContactMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', company: '', message: '' },
    validate: {
      name: (value) => (value.trim() ? null : t('site.booking.nameMissing')),
      email: (value) => (looksLikeEmail(value) ? null : t('site.booking.emailInvalid')),
      message: (value) => (value.trim() ? null : t('site.landing.messageMissing')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await sendContact({
        Name: values.name.trim(),
        Email: values.email.trim(),
        Company: values.company.trim(),
        Message: values.message.trim(),
      }).unwrap();
      form.reset();
      setSent(true);
    } catch (error) {
      setFailure(describeCallError(error, t, i18n.language));
    }
  });

  if (sent) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden="true" />}>
          {t('site.landing.contactSent')}
        </Alert>
        <Button variant="default" onClick={() => setSent(false)}>
          {t('site.booking.another')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('site.landing.contactTitle')}>
      <Stack gap="sm">
        <FormFailure message={failure} />
        <TextInput
          label={t('site.booking.name')}
          autoComplete="name"
          required
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('site.booking.email')}
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('site.landing.company')}
          autoComplete="organization"
          key={form.key('company')}
          {...form.getInputProps('company')}
        />
        <Textarea
          label={t('site.landing.message')}
          autosize
          minRows={4}
          maxLength={5000}
          required
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        <Button type="submit" loading={isLoading} w="fit-content">
          {t('site.landing.send')}
        </Button>
      </Stack>
    </form>
  );
}
