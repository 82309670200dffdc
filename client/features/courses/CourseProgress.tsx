// A course's progress: a bar and the percent in words.
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface CourseProgressProps {
  percent: number;
  /** The course's name, for the bar's accessible name. */
  name: string;
  size?: 'sm' | 'lg';
}

export function CourseProgress({ percent, name, size = 'lg' }: CourseProgressProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Progress
        value={percent}
        size={size}
        radius="xl"
        color={percent >= 100 ? 'teal.8' : undefined}
        aria-label={t('courses.progressLabel', { name })}
      />
      <Text size="sm" c="dimmed" data-testid="course-progress">
        {t('courses.progress', { percent })}
      </Text>
    </Stack>
  );
}
