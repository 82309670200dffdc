// The top bar's habit ring: the streak in the middle, today's XP toward the daily goal around it.
// It follows habit:changed, so a part finished on another device moves it here; reaching the goal
// shows at once (a status message beside the ring). It also reports this browser's time zone
// once per zone, so the learner's days are their own (the profile can change it after).
import { Badge, Box, Group, RingProgress, Text, UnstyledButton } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAfterStartUp } from '../../base/afterStartUp';
import { useGetHabitQuery, useSaveHabitSettingsMutation } from './habitsApi';
import { browserTimeZone, goalJustReached, ZONE_REPORTED_KEY } from './rules';

/** How long the "goal reached" message stays beside the ring. */
const CELEBRATE_MS = 8000;
/** The zone is reported after start-up, not among its requests (the first load stays lean). */
const REPORT_ZONE_AFTER_MS = 10_000;
/** The ring's size; a box of it holds the ring's place until the habit arrives. */
const RING_SIZE = 40;

/** The ring's place, unseen: while its texts or the habit load, the top bar does not move. */
export function HabitRingPlaceholder() {
  return <Box w={RING_SIZE} h={RING_SIZE} aria-hidden="true" />;
}

export default function HabitRing() {
  const { t } = useTranslation();
  const { data: habit } = useGetHabitQuery(undefined, { skip: !useAfterStartUp() });
  const [save] = useSaveHabitSettingsMutation();
  const previous = useRef(habit);
  const [celebrating, setCelebrating] = useState(false);

  useEffect(() => {
    if (goalJustReached(previous.current, habit)) setCelebrating(true);
    previous.current = habit;
  }, [habit]);

  useEffect(() => {
    if (!celebrating) return;
    const timer = setTimeout(() => setCelebrating(false), CELEBRATE_MS);
    return () => clearTimeout(timer);
  }, [celebrating]);

  const storedZone = habit?.TimeZone;
  useEffect(() => {
    // The habit first: the zone is only worth reading once there is one to compare it with.
    if (!storedZone) return;
    const zone = browserTimeZone();
    if (!zone || zone === storedZone) return;
    if (localStorage.getItem(ZONE_REPORTED_KEY) === zone) return;
    const timer = setTimeout(() => {
      localStorage.setItem(ZONE_REPORTED_KEY, zone);
      void save({ TimeZone: zone });
    }, REPORT_ZONE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [storedZone, save]);

  // Read after the start-up: meanwhile its place is kept, so the top bar does not move.
  if (!habit) return <HabitRingPlaceholder />;
  const percent = Math.min(100, Math.round((habit.TodayXp / habit.DailyGoalXp) * 100));
  const reached = habit.TodayXp >= habit.DailyGoalXp;
  return (
    <Group gap={6} wrap="nowrap">
      <UnstyledButton
        component={Link}
        to="/MyProfile#habit"
        aria-label={t('habits.ring.label', {
          count: habit.Streak,
          xp: habit.TodayXp,
          goal: habit.DailyGoalXp,
        })}
        data-testid="habit-ring"
        data-streak={habit.Streak}
        data-today-xp={habit.TodayXp}
        style={{ borderRadius: '50%' }}
      >
        <RingProgress
          size={RING_SIZE}
          thickness={4}
          roundCaps
          sections={[{ value: percent, color: reached ? 'teal.7' : 'orange.7' }]}
          label={
            <Group gap={0} justify="center" wrap="nowrap">
              <IconFlame
                size={12}
                aria-hidden="true"
                color={habit.TodayDone ? 'var(--mantine-color-orange-7)' : 'var(--mantine-color-gray-6)'}
              />
              <Text size="xs" fw={700} lh={1}>
                {habit.Streak}
              </Text>
            </Group>
          }
        />
      </UnstyledButton>
      <div role="status" aria-live="polite">
        {celebrating && (
          <Badge color="teal.9" autoContrast size="md" data-testid="goal-reached">
            {t('habits.ring.goalReached')}
          </Badge>
        )}
      </div>
    </Group>
  );
}
