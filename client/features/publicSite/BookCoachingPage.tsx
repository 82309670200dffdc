// /book-a-coaching-session: the page text, the coaches' free times to book one (the schedule
// feature), and a request form (name, email, preferred time, message) for a time not offered,
// which becomes a task for the coaches. A mailed cancel link (?cancel=<token>) opens its booking.
import { Button, Container, Paper, Stack, Textarea, TextInput, Title, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ContentArea } from '../../components/content/ContentArea';
import type { PageProps } from '../../components/page';
import { FormFailure } from '../../components/requestForm/FormFailure';
import { localTimeToIso } from '../../components/requestForm/formRules';
import { NameAndEmailFields, RequestSent, useRequestForm } from '../../components/requestForm/RequestForm';
import { BookSlotSection, CancelBookingPanel } from '../schedule';
import { useRequestCoachingSessionMutation } from './publicSiteApi';

export default function BookCoachingPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const cancelToken = useSearchParams()[0].get('cancel');
  const [request, { isLoading }] = useRequestCoachingSessionMutation();
  const { form, submit, failure, sent, sendAnother } = useRequestForm({
    initialValues: { name: '', email: '', time: '', message: '' },
    send: (values) => {
      const when = localTimeToIso(values.time);
      return request({
        Name: values.name.trim(),
        Email: values.email.trim(),
        Message: values.message.trim(),
        ...(when ? { PreferredTime: when } : {}),
      }).unwrap();
    },
  });

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Title order={1}>{t(`pages.${titleKey}`)}</Title>
        <Typography>
          <ContentArea contentKey="bookCoaching.body" defaultContent={t('publicSite.pages.bookCoaching')} />
        </Typography>
        <Paper withBorder radius="md" p="lg">
          {cancelToken ? <CancelBookingPanel token={cancelToken} /> : <BookSlotSection />}
        </Paper>
        <Paper withBorder radius="md" p="lg">
          {sent ? (
            <RequestSent message={t('publicSite.booking.sent')} onAnother={sendAnother} />
          ) : (
            <form onSubmit={submit} noValidate aria-labelledby="booking-form-title">
              <Stack gap="md">
                <Title order={2} size="h3" id="booking-form-title">
                  {t('publicSite.booking.formTitle')}
                </Title>
                <FormFailure message={failure} />
                <NameAndEmailFields form={form} />
                <TextInput
                  label={t('publicSite.booking.time')}
                  description={t('publicSite.booking.timeHint')}
                  type="datetime-local"
                  key={form.key('time')}
                  {...form.getInputProps('time')}
                />
                <Textarea
                  label={t('publicSite.booking.message')}
                  autosize
                  minRows={3}
                  maxLength={5000}
                  key={form.key('message')}
                  {...form.getInputProps('message')}
                />
                <Button type="submit" loading={isLoading} w="fit-content">
                  {t('publicSite.booking.submit')}
                </Button>
              </Stack>
            </form>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
