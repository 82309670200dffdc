// The teams landing page's contact form (name, email, company, message): it becomes a task for staff.
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../components/requestForm/FormFailure';
import { NameAndEmailFields, RequestSent, useRequestForm } from '../../components/requestForm/RequestForm';
import { useSendContactMutation } from './publicSiteApi';

export function ContactForm() {
  const { t } = useTranslation();
  const [sendContact, { isLoading }] = useSendContactMutation();
  const { form, submit, failure, sent, sendAnother } = useRequestForm({
    initialValues: { name: '', email: '', company: '', message: '' },
    validate: (values) => ({
      message: values.message.trim() ? null : t('publicSite.landing.messageMissing'),
    }),
    send: (values) =>
      sendContact({
        Name: values.name.trim(),
        Email: values.email.trim(),
        Company: values.company.trim(),
        Message: values.message.trim(),
      }).unwrap(),
  });

  if (sent) return <RequestSent message={t('publicSite.landing.contactSent')} onAnother={sendAnother} />;

  return (
    <form onSubmit={submit} noValidate aria-label={t('publicSite.landing.contactTitle')}>
      <Stack gap="sm">
        <FormFailure message={failure} />
        <NameAndEmailFields form={form} />
        <TextInput
          label={t('publicSite.landing.company')}
          autoComplete="organization"
          key={form.key('company')}
          {...form.getInputProps('company')}
        />
        <Textarea
          label={t('publicSite.landing.message')}
          autosize
          minRows={4}
          maxLength={5000}
          required
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        <Button type="submit" loading={isLoading} w="fit-content">
          {t('publicSite.landing.send')}
        </Button>
      </Stack>
    </form>
  );
}
