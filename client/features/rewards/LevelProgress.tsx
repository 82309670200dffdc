// A total of XP as a level and the way to the next one (the level curve of shared/rewards.ts).
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { levelFor } from '../../../shared/rewards';

export function LevelProgress({ total }: { total: number }) {
  const { t } = useTranslation();
  const { level, floor, next } = levelFor(total);
  const percent = Math.round(((total - floor) / (next - floor)) * 100);
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{t('rewards.level', { level })}</Text>
        <Text size="sm" c="dimmed">
          {t('rewards.toNextLevel', { count: next - total, level: level + 1 })}
        </Text>
      </Group>
      <Progress
        value={percent}
        color="yellow"
        size="lg"
        radius="xl"
        aria-label={t('rewards.levelProgress', { level: level + 1 })}
        transitionDuration={60}
      />
    </Stack>
  );
}
