// The achievement celebration (SPEC §4, §9): opens when its flag turns true, resets the flag,
// plays the celebration at 0.3 and closes itself after 5000 ms (teams: after 2.5 s).
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { REWARD_TIMINGS } from '../../../shared/rewards';
import { selectSite } from '../../api/callContext';
import { useAppSelector } from '../../base/hooks';
import { localAchievement } from '../../base/localised';
import { AchievementIcon } from './achievementIcons';
import { achievementPath } from './paths';
import { RewardModal, useAutoClose, useFlagOnce } from './RewardModal';
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
  const { t, i18n } = useTranslation();
  const site = useAppSelector(selectSite);
  const [shown, setShown] = useState<Shown | null>(null);
  const [opened, setOpened] = useState(false);

  useFlagOnce(selectAchievementFlag, achievementShown, (_flag, state) => {
    const achievement = selectCelebratedAchievement(state);
    const courseId = selectAchievementCourseId(state);
    if (!achievement) return;
    setShown({ achievement, courseId });
    setOpened(true);
    playCelebration();
  });

  const close = () => setOpened(false);
  const openFor =
    site === 'teams' ? REWARD_TIMINGS.achievementDialogTeamsMs : REWARD_TIMINGS.achievementDialogMs;
  // A new achievement while open (`shown` changes) gets its own full time.
  useAutoClose(opened ? shown : null, openFor, close);

  return (
    <RewardModal
      opened={opened}
      onClose={close}
      title={t('rewards.achievement.title')}
      actions={
        shown && (
          <Button
            component={Link}
            to={achievementPath(shown.achievement.Id, shown.courseId)}
            onClick={close}
            variant="light"
          >
            {t('rewards.achievement.view')}
          </Button>
        )
      }
    >
      {shown && (
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={72} radius="xl" color="yellow" variant="light" aria-hidden="true">
            <AchievementIcon icon={shown.achievement.Icon} size={40} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {localAchievement(shown.achievement, i18n.language).title}
          </Title>
          {shown.achievement.description && (
            <Text>{localAchievement(shown.achievement, i18n.language).description}</Text>
          )}
          <Text size="sm" c="dimmed">
            {t('rewards.achievement.requiredXp', { count: shown.achievement.required_xp })}
          </Text>
        </Stack>
      )}
    </RewardModal>
  );
}
