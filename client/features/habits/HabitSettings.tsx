// The profile's habit section: the streak as it stands, and the settings (daily goal, reminder
// hour or automatic, time zone with this device's offered, reminders on or off). Each change is
// saved at once; a refused one says why and changes nothing.
import { Button, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAILY_GOALS } from '../../../shared/habits';
import { describeCallError } from '../../api/describeError';
import { FormError } from '../../components/FormError';
import { PageLoader } from '../../components/PageLoader';
import type { HabitSettingsInput } from './habitsApi';
import { useGetHabitQuery, useSaveHabitSettingsMutation } from './habitsApi';
import { browserTimeZone } from './rules';

const AUTO = 'auto';

function zonesWith(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

export default function HabitSettings() {
  const { t, i18n } = useTranslation();
  const { data: habit, isError, refetch } = useGetHabitQuery();
  const [save, saving] = useSaveHabitSettingsMutation();
  const [error, setError] = useState<string | null>(null);
  if (isError)
    return (
      <Button variant="default" size="xs" onClick={() => void refetch()}>
        {t('habits.retry')}
      </Button>
    );
  if (!habit) return <PageLoader />;

  const change = (input: HabitSettingsInput) => {
    setError(null);
    save(input)
      .unwrap()
      .catch((e: unknown) => setError(describeCallError(e, t, i18n.language)));
  };
  const device = browserTimeZone();
  const hours = Array.from({ length: 24 }, (_, h) => ({
    value: String(h),
    label: `${String(h).padStart(2, '0')}:00`,
  }));

  return (
    <Stack gap="md" id="habit">
      <Text data-testid="habit-summary">
        {t('habits.summary', {
          count: habit.Streak,
          longest: habit.LongestStreak,
          freezes: habit.FreezesHeld,
        })}
      </Text>
      {habit.WinBack !== null && (
        <Text c="orange.9" fw={600}>
          {t(habit.Streak === 1 ? 'habits.winBackOne' : 'habits.winBackTwo', { count: habit.WinBack })}
        </Text>
      )}
      <Group grow align="flex-start" wrap="wrap">
        <Select
          label={t('habits.goal')}
          data={DAILY_GOALS.map((g) => ({ value: String(g), label: t('habits.goalXp', { count: g }) }))}
          value={String(habit.DailyGoalXp)}
          allowDeselect={false}
          onChange={(value) => value && change({ DailyGoalXp: Number(value) })}
          disabled={saving.isLoading}
        />
        <Select
          label={t('habits.reminderHour')}
          data={[{ value: AUTO, label: t('habits.reminderAuto') }, ...hours]}
          value={habit.ReminderHour === null ? AUTO : String(habit.ReminderHour)}
          allowDeselect={false}
          onChange={(value) => value && change({ ReminderHour: value === AUTO ? null : Number(value) })}
          disabled={saving.isLoading}
        />
      </Group>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('habits.timeZone')}
          data={zonesWith(habit.TimeZone)}
          value={habit.TimeZone}
          searchable
          allowDeselect={false}
          onChange={(value) => value && change({ TimeZone: value })}
          disabled={saving.isLoading}
          style={{ flex: '1 1 16rem' }}
        />
        {device && device !== habit.TimeZone && (
          <Button variant="default" onClick={() => change({ TimeZone: device })} disabled={saving.isLoading}>
            {t('habits.useDeviceZone', { zone: device })}
          </Button>
        )}
      </Group>
      <Switch
        label={t('habits.reminders')}
        checked={habit.Reminders}
        onChange={(event) => change({ Reminders: event.currentTarget.checked })}
        disabled={saving.isLoading}
      />
      <FormError message={error} />
    </Stack>
  );
}
