// The achievement celebration (SPEC §4, §9): opens when its flag turns true (in the teams variant
// 2.5 s later), resets the flag, plays the celebration at 0.3 and closes itself after 5000 ms.
import { Button, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { REWARD_TIMINGS } from '../../../shared/xp';
import { selectSite } from '../../api/callContext';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { achievementPath } from './paths';
import {
  achievementShown,
  selectAchievementCourseId,
  selectAchievementFlag,
  selectCelebratedAchievement,
} from './rewardsSlice';
import { playCelebration } from './sounds';
import type { Achievement } from './types';

interface Shown {
  achievement: Achievement;
  courseId: number | null;
}

export function AchievementDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const flag = useAppSelector(selectAchievementFlag);
  const site = useAppSelector(selectSite);
  const [shown, setShown] = useState<Shown | null>(null);
  const [opened, setOpened] = useState(false);
  const pending = useRef<number[]>([]);

  useEffect(() => {
    if (!flag) return;
    const state = store.getState();
    const achievement = selectCelebratedAchievement(state);
    const courseId = selectAchievementCourseId(state);
    dispatch(achievementShown());
    if (!achievement) return;
    const open = () => {
      setShown({ achievement, courseId });
      setOpened(true);
      playCelebration();
    };
    // Resetting the flag re-runs this effect, so the delayed opening is not tied to it.
    if (site === 'teams') pending.current.push(window.setTimeout(open, REWARD_TIMINGS.achievementDelayMs));
    else open();
  }, [flag, site, store, dispatch]);

  useEffect(() => {
    const timers = pending.current;
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);

  // A new achievement while open (`shown` changes) gets its own full 5000 ms.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!opened) return;
    const timer = window.setTimeout(() => setOpened(false), REWARD_TIMINGS.achievementDialogMs);
    return () => window.clearTimeout(timer);
  }, [opened, shown]);

  const close = () => setOpened(false);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('rewards.achievement.title')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('rewards.closeDialog') }}
    >
      {shown && (
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={72} radius="xl" color="yellow" variant="light" aria-hidden="true">
            <IconTrophy size={40} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {shown.achievement.title}
          </Title>
          {shown.achievement.description && <Text>{shown.achievement.description}</Text>}
          <Text size="sm" c="dimmed">
            {t('rewards.achievement.requiredXp', { count: shown.achievement.required_xp })}
          </Text>
          <Group justify="center" mt="sm">
            <Button
              component={Link}
              to={achievementPath(shown.achievement.Id, shown.courseId)}
              onClick={close}
              variant="light"
            >
              {t('rewards.achievement.view')}
            </Button>
            <Button variant="default" onClick={close}>
              {t('rewards.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
