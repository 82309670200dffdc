// /book-a-coaching-session: the page text and a request form (name, email, preferred time, message).
// A request becomes a task for the coaches until the schedule adds bookable slots.
import {
  Alert,
  Button,
  Container,
  Paper,
  Stack,
  Textarea,
  TextInput,
  Title,
  Typography,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeCallError } from '../../api/describeError';
import { ContentArea } from '../../components/content/ContentArea';
import type { PageProps } from '../../components/page';
import { FormFailure } from './FormFailure';
import { localTimeToIso, looksLikeEmail } from './formRules';
import { useRequestCoachingSessionMutation } from './siteApi';

export default function BookCoachingPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const [request, { isLoading }] = useRequestCoachingSessionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', time: '', message: '' },
    validate: {
      name: (value) => (value.trim() ? null : t('site.booking.nameMissing')),
      email: (value) => (looksLikeEmail(value) ? null : t('site.booking.emailInvalid')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const when = localTimeToIso(values.time);
      await request({
        Name: values.name.trim(),
        Email: values.email.trim(),
        Message: values.message.trim(),
        ...(when ? { PreferredTime: when } : {}),
      }).unwrap();
      setSent(true);
      form.reset();
    } catch (error) {
      setFailure(describeCallError(error, t, i18n.language));
    }
  });

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Title order={1}>{t(`pages.${titleKey}`)}</Title>
        <Typography>
          <ContentArea contentKey="bookCoaching.body" defaultContent={t('site.pages.bookCoaching')} />
        </Typography>
        <Paper withBorder radius="md" p="lg">
          {sent ? (
            <Stack gap="md">
              <Alert
                color="green"
                variant="light"
                role="status"
                icon={<IconCircleCheck aria-hidden="true" />}
              >
                {t('site.booking.sent')}
              </Alert>
              <Button variant="default" onClick={() => setSent(false)} w="fit-content">
                {t('site.booking.another')}
              </Button>
            </Stack>
          ) : (
            <form onSubmit={submit} noValidate aria-labelledby="booking-form-title">
              <Stack gap="md">
                <Title order={2} size="h3" id="booking-form-title">
                  {t('site.booking.formTitle')}
                </Title>
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
                  label={t('site.booking.time')}
                  description={t('site.booking.timeHint')}
                  type="datetime-local"
                  key={form.key('time')}
                  {...form.getInputProps('time')}
                />
                <Textarea
                  label={t('site.booking.message')}
                  autosize
                  minRows={3}
                  maxLength={5000}
                  key={form.key('message')}
                  {...form.getInputProps('message')}
                />
                <Button type="submit" loading={isLoading} w="fit-content">
                  {t('site.booking.submit')}
                </Button>
              </Stack>
            </form>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
