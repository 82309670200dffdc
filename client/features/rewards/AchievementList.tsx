// The achievements the person has earned, each leading to its shareable page.
import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localAchievement } from '../../base/localised';
import { AchievementIcon } from './achievementIcons';
import { formatDay } from './formatDate';
import { achievementPath } from './paths';
import type { EarnedAchievement } from './types';

export function AchievementList({ achievements }: { achievements: EarnedAchievement[] }) {
  const { t, i18n } = useTranslation();
  const earned = achievements.filter((each) => each.EarnedAt !== null);
  if (earned.length === 0) return <Text c="dimmed">{t('rewards.profile.noAchievements')}</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {earned.map((achievement) => (
        <Group key={achievement.Id} component="li" gap="sm" wrap="nowrap">
          <ThemeIcon color="yellow" variant="light" radius="xl" aria-hidden="true">
            <AchievementIcon icon={achievement.Icon} size={18} />
          </ThemeIcon>
          <Stack gap={0}>
            <Anchor component={Link} to={achievementPath(achievement.Id, achievement.CourseId)} fw={600}>
              {localAchievement(achievement, i18n.language).title}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t('rewards.profile.earnedOn', { date: formatDay(achievement.EarnedAt!, i18n.language) })}
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
