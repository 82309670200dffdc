// Not started, active or completed (SPEC §4 "Course list activity").
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CourseActivity } from '../../../shared/courses';

const COLORS: Record<CourseActivity, string> = {
  not_started: 'gray.7',
  active: 'indigo.8',
  completed: 'teal.9',
};

export function ActivityBadge({ activity }: { activity: CourseActivity }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[activity]} variant="filled" radius="sm" style={{ flexShrink: 0 }}>
      {t(`courses.activity.${activity}`)}
    </Badge>
  );
}
