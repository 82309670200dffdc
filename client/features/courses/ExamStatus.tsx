// A part's exam, when the user has one (get_user_exam): its state in words (SPEC §4 "Exam states").
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGetUserExamQuery } from './coursesApi';

export function ExamStatus({ examId, courseId }: { examId: number; courseId: number }) {
  const { t } = useTranslation();
  const { data: exam } = useGetUserExamQuery({ UserExamId: examId, CourseId: courseId });
  if (!exam) return null;
  return (
    <Group gap="xs">
      <Text size="sm" fw={600}>
        {t('courses.exam.title')}
      </Text>
      <Badge variant="outline" color="indigo.8">
        {t(`courses.exam.${exam.Status}`)}
      </Badge>
    </Group>
  );
}
