// /adminschedule: a coach publishes free times (in their own zone, named on the page) and sees
// their upcoming times live: a booking made anywhere shows at once (`slot:changed`). A school
// admin sees every coach's times and publishes times for any coach (the booking's task and mail
// go to that coach). Booked times can be cancelled, free ones removed.
import {
  Badge,
  Button,
  Container,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '../../../shared/users';
import { describeCallError } from '../../api/describeError';
import { useAppSelector } from '../../base/hooks';
import { PageLoader } from '../../components/PageLoader';
import type { PageProps } from '../../components/page';
import { localTimeToIso } from '../../components/requestForm/formRules';
import { showToast } from '../../components/toast';
import { selectSessionUser } from '../../session/sessionUser';
import {
  type ScheduleSlot,
  useCancelBookingMutation,
  useGetScheduleCoachesQuery,
  useGetScheduleQuery,
  useRemoveSlotMutation,
  useSaveSlotMutation,
} from './scheduleApi';
import { slotLabel, viewerZone } from './times';

const LENGTHS = [15, 30, 45, 60, 90, 120];

/** A failed call as a toast, in the reader's language. */
function useFailToast() {
  const { t, i18n } = useTranslation();
  return (thrown: unknown) =>
    showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });
}

/** Publishing a free time: start, length, the coach (a school admin chooses) and a note. */
function PublishSlotForm({ admin, zone }: { admin: boolean; zone: string }) {
  const { t } = useTranslation();
  const me = useAppSelector(selectSessionUser);
  const coachList = useGetScheduleCoachesQuery(undefined, { skip: !admin }).data ?? [];
  const [save, { isLoading: saving }] = useSaveSlotMutation();
  const fail = useFailToast();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { start: '', minutes: '60', note: '', coach: me ? String(me.Id) : '' },
    validate: { start: (value) => (localTimeToIso(value) ? null : t('schedule.admin.startMissing')) },
  });

  const publish = form.onSubmit(async (values) => {
    try {
      await save({
        StartsAt: localTimeToIso(values.start)!,
        Minutes: Number(values.minutes),
        TimeZone: zone,
        Note: values.note.trim(),
        ...(admin && values.coach && { CoachId: Number(values.coach) }),
      }).unwrap();
      form.setFieldValue('note', '');
      showToast({ message: t('schedule.admin.published') });
    } catch (thrown) {
      fail(thrown);
    }
  });

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={publish} noValidate aria-labelledby="slot-form-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="slot-form-title">
            {t('schedule.admin.addTitle')}
          </Title>
          <Group align="flex-start" grow>
            <TextInput
              label={t('schedule.admin.start')}
              type="datetime-local"
              required
              key={form.key('start')}
              {...form.getInputProps('start')}
            />
            <Select
              label={t('schedule.admin.minutes')}
              data={LENGTHS.map((n) => ({
                value: String(n),
                label: t('schedule.admin.minutesValue', { count: n }),
              }))}
              allowDeselect={false}
              key={form.key('minutes')}
              {...form.getInputProps('minutes')}
            />
          </Group>
          {admin && coachList.length > 0 && (
            <Select
              label={t('schedule.admin.coach')}
              description={t('schedule.admin.coachHint')}
              data={coachList.map((c) => ({ value: String(c.Id), label: c.Name }))}
              allowDeselect={false}
              searchable
              key={form.key('coach')}
              {...form.getInputProps('coach')}
            />
          )}
          <TextInput
            label={t('schedule.admin.note')}
            maxLength={500}
            key={form.key('note')}
            {...form.getInputProps('note')}
          />
          <Button type="submit" loading={saving} w="fit-content">
            {t('schedule.admin.publish')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** The upcoming times: when, whose (when there are several coaches), booked by whom, and what to do. */
function SlotsTable({
  slots,
  label,
  onCancel,
  onRemove,
}: {
  slots: readonly ScheduleSlot[];
  label: (slot: ScheduleSlot) => string;
  onCancel: (slot: ScheduleSlot) => void;
  onRemove: (slot: ScheduleSlot) => void;
}) {
  const { t } = useTranslation();
  const showCoach = new Set(slots.map((s) => s.CoachId)).size > 1;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped data-testid="schedule-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('schedule.admin.time')}</Table.Th>
            {showCoach && <Table.Th>{t('schedule.admin.coach')}</Table.Th>}
            <Table.Th>{t('schedule.admin.status')}</Table.Th>
            <Table.Th>{t('schedule.admin.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {slots.map((slot) => (
            <Table.Tr key={slot.Id} data-slot-id={slot.Id}>
              <Table.Td>
                {label(slot)}
                {slot.Note && (
                  <Text size="sm" c="dimmed">
                    {slot.Note}
                  </Text>
                )}
              </Table.Td>
              {showCoach && <Table.Td>{slot.CoachName}</Table.Td>}
              <Table.Td>
                {slot.Booking ? (
                  <Stack gap={2}>
                    <Badge color="green" variant="light">
                      {t('schedule.admin.bookedBy', { name: slot.Booking.Name })}
                    </Badge>
                    <Text size="sm">{slot.Booking.Email}</Text>
                  </Stack>
                ) : (
                  <Badge color="gray" variant="light">
                    {t('schedule.admin.free')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                {slot.Booking ? (
                  <Button size="xs" variant="light" color="red" onClick={() => onCancel(slot)}>
                    {t('schedule.admin.cancelBooking')}
                  </Button>
                ) : (
                  <Button size="xs" variant="default" onClick={() => onRemove(slot)}>
                    {t('schedule.admin.remove')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Asks once more before a booking is cancelled (the booker is mailed). */
function CancelBookingModal({
  slot,
  label,
  onClose,
}: {
  slot: ScheduleSlot | null;
  label: (slot: ScheduleSlot) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [cancel, { isLoading: cancelling }] = useCancelBookingMutation();
  const fail = useFailToast();

  const confirmCancel = async () => {
    if (!slot) return;
    try {
      await cancel(slot.Id).unwrap();
      showToast({ message: t('schedule.admin.cancelled') });
      onClose();
    } catch (thrown) {
      fail(thrown);
    }
  };

  return (
    <Modal opened={slot !== null} onClose={onClose} title={t('schedule.admin.cancelTitle')}>
      {slot?.Booking && (
        <Stack gap="md">
          <Text>
            {t('schedule.admin.cancelText', {
              name: slot.Booking.Name,
              email: slot.Booking.Email,
              when: label(slot),
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('schedule.admin.keep')}
            </Button>
            <Button color="red" loading={cancelling} onClick={() => void confirmCancel()}>
              {t('schedule.admin.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

export default function AdminSchedulePage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const zone = viewerZone();
  const { data, isLoading } = useGetScheduleQuery(false);
  const me = useAppSelector(selectSessionUser);
  const admin = me !== null && isAdmin(me);
  const [remove] = useRemoveSlotMutation();
  const [toCancel, setCancelling] = useState<ScheduleSlot | null>(null);
  const fail = useFailToast();
  const label = (slot: ScheduleSlot) => slotLabel(slot.StartsAt, slot.EndsAt, i18n.language, zone);

  const removeSlot = async (slot: ScheduleSlot) => {
    try {
      await remove(slot.Id).unwrap();
      showToast({ message: t('schedule.admin.removed') });
    } catch (thrown) {
      fail(thrown);
    }
  };

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Title order={1}>{t(`pages.${titleKey}`)}</Title>
        <Text>{t('schedule.admin.intro')}</Text>
        <Text fw={500} data-testid="schedule-zone">
          {t('schedule.zone', { zone })}
        </Text>

        <PublishSlotForm admin={admin} zone={zone} />

        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('schedule.admin.listTitle')}
          </Title>
          {isLoading ? (
            <PageLoader />
          ) : !data || data.length === 0 ? (
            <Text c="dimmed">{t('schedule.admin.empty')}</Text>
          ) : (
            <SlotsTable
              slots={data}
              label={label}
              onCancel={setCancelling}
              onRemove={(slot) => void removeSlot(slot)}
            />
          )}
        </Stack>
      </Stack>

      <CancelBookingModal slot={toCancel} label={label} onClose={() => setCancelling(null)} />
    </Container>
  );
}
