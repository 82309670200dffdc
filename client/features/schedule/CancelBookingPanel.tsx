// The booker's cancel link from their mail (/book-a-coaching-session?cancel=<token>): the booking
// with its time and coach, and one button that cancels it.
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { describeCallError } from '../../api/describeError';
import { useCancelBookingByTokenMutation, useGetBookingByTokenQuery } from './scheduleApi';
import { slotLabel, viewerZone } from './times';

export function CancelBookingPanel({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const booking = useGetBookingByTokenQuery(token);
  const [cancel, state] = useCancelBookingByTokenMutation();

  const body = () => {
    if (booking.isLoading) return <Text c="dimmed">{t('schedule.book.loading')}</Text>;
    if (!booking.data) return <Alert color="red">{t('schedule.cancel.invalid')}</Alert>;
    if (state.isSuccess)
      return (
        <Alert color="green" role="status">
          {t('schedule.cancel.done')}
        </Alert>
      );
    if (booking.data.Cancelled) return <Alert color="gray">{t('schedule.cancel.already')}</Alert>;
    return (
      <>
        <Text>
          {t('schedule.cancel.text', {
            coach: booking.data.CoachName,
            when: `${slotLabel(booking.data.StartsAt, booking.data.EndsAt, i18n.language)} (${viewerZone()})`,
          })}
        </Text>
        {state.isError && <Alert color="red">{describeCallError(state.error, t, i18n.language)}</Alert>}
        <Button color="red" w="fit-content" loading={state.isLoading} onClick={() => void cancel(token)}>
          {t('schedule.cancel.button')}
        </Button>
      </>
    );
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('schedule.cancel.title')}
      </Title>
      {body()}
      <Button component={Link} to="/book-a-coaching-session" variant="default" w="fit-content">
        {t('schedule.cancel.back')}
      </Button>
    </Stack>
  );
}
