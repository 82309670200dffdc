// The free times on /book-a-coaching-session and the form that books one (name, email, message).
// Signed-in visitors see the list change live (`slot:changed`); visitors without a session poll
// every 3 s, as the socket needs a session. A time someone else takes disappears from the list.
import { Alert, Button, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../base/hooks';
import { FormFailure } from '../../components/requestForm/FormFailure';
import { NameAndEmailFields, useRequestForm } from '../../components/requestForm/RequestForm';
import { POLL_INTERVAL_MS } from '../../realtime/connection';
import { selectSessionUser } from '../../session/sessionUser';
import { useBookSlotMutation, useGetOpenSlotsQuery } from './scheduleApi';
import { slotLabel, viewerZone } from './times';

interface Booked {
  when: string;
  coach: string;
  email: string;
}

/** The booking made, and the way to book another time. */
function BookedNotice({ booked, onAnother }: { booked: Booked; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden="true" />}>
        {t('schedule.book.booked', { ...booked })}
      </Alert>
      <Button variant="default" onClick={onAnother} w="fit-content">
        {t('schedule.book.another')}
      </Button>
    </Stack>
  );
}

export function BookSlotSection() {
  const { t, i18n } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  const zone = viewerZone();
  const slots = useGetOpenSlotsQuery(undefined, { pollingInterval: user ? 0 : POLL_INTERVAL_MS });
  const [book, { isLoading }] = useBookSlotMutation();
  const [booked, setBooked] = useState<Booked | null>(null);
  const [slotError, setSlotError] = useState<string | null>(null);
  const locale = i18n.language.startsWith('sv') ? 'sv' : 'en';
  const { form, submit, failure, sent, sendAnother } = useRequestForm({
    initialValues: {
      slot: '',
      name: user ? `${user.FirstName} ${user.LastName}`.trim() : '',
      email: user?.Username.includes('@') ? user.Username : '',
      message: '',
    },
    validate: (values) => ({ slot: values.slot ? null : t('schedule.book.chooseSlot') }),
    send: async (values) => {
      try {
        const reply = await book({
          SlotId: Number(values.slot),
          Name: values.name.trim(),
          Email: values.email.trim(),
          Message: values.message.trim(),
          TimeZone: zone,
          Locale: locale,
        }).unwrap();
        setBooked({
          when: slotLabel(reply.StartsAt, reply.EndsAt, i18n.language, zone),
          coach: reply.CoachName,
          email: values.email.trim(),
        });
      } catch (thrown) {
        // A time taken meanwhile leaves the list at once.
        void slots.refetch();
        throw thrown;
      }
    },
  });

  // A chosen time that someone else booked (pushed or polled) is no longer offered.
  const chosen = form.getValues().slot;
  const open = slots.data ?? [];
  useEffect(() => {
    if (chosen && slots.data && !slots.data.some((s) => String(s.Id) === chosen)) {
      form.setFieldValue('slot', '');
      setSlotError(t('schedule.book.chooseSlot'));
    }
  }, [slots.data, chosen, form, t]);

  if (sent && booked) return <BookedNotice booked={booked} onAnother={sendAnother} />;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="slot-booking-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="slot-booking-title">
          {t('schedule.book.title')}
        </Title>
        <Text size="sm">{t('schedule.zone', { zone })}</Text>
        {slots.isLoading ? (
          <Text c="dimmed">{t('schedule.book.loading')}</Text>
        ) : slots.isError ? (
          <Text c="red">{t('schedule.book.failed')}</Text>
        ) : open.length === 0 ? (
          <Text data-testid="no-free-slots">{t('schedule.book.none')}</Text>
        ) : (
          <>
            <FormFailure message={failure} />
            <Radio.Group
              label={t('schedule.book.slots')}
              required
              key={form.key('slot')}
              {...form.getInputProps('slot')}
              error={form.errors.slot ?? slotError}
              onChange={(value) => {
                setSlotError(null);
                form.setFieldValue('slot', value);
              }}
            >
              <Stack gap="xs" mt="xs">
                {open.map((slot) => (
                  <Radio
                    key={slot.Id}
                    value={String(slot.Id)}
                    label={t('schedule.book.withCoach', {
                      when: slotLabel(slot.StartsAt, slot.EndsAt, i18n.language, zone),
                      coach: slot.CoachName,
                    })}
                    description={slot.Note || undefined}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <NameAndEmailFields form={form} />
            <Textarea
              label={t('schedule.book.message')}
              autosize
              minRows={2}
              maxLength={2000}
              key={form.key('message')}
              {...form.getInputProps('message')}
            />
            <Button type="submit" loading={isLoading} w="fit-content">
              {t('schedule.book.submit')}
            </Button>
          </>
        )}
      </Stack>
    </form>
  );
}
