// A school or exam part's exam in the part player (SPEC §4 "Exam states"): start it, answer and
// save while in progress, submit it for review and see its choice questions' automatic score, then
// the grade the moment the coach gives it (exam:changed refetches the part's exam).
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamAnswers } from '../../../shared/exams';
import { describeCallError } from '../../api/describeError';
import { showToast } from '../../components/toast';
import { ExamAnswerField } from './ExamAnswerFields';
import {
  type PartExam,
  useGetExamQuery,
  useSaveExamMutation,
  useStartExamMutation,
  useSubmitExamMutation,
} from './examsApi';

export function ExamStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color="indigo.8" data-testid="exam-status">
      {t(`courses.exam.${status as 'not_started'}`)}
    </Badge>
  );
}

function ExamResult({ exam }: { exam: NonNullable<PartExam['Exam']> }) {
  const { t } = useTranslation();
  return (
    <Alert color={exam.Passed ? 'green' : 'red'} variant="light" data-testid="exam-result">
      <Stack gap={4}>
        <Text fw={700}>{exam.Passed ? t('exams.passed') : t('exams.notPassed')}</Text>
        <Text size="sm">{t('exams.score', { score: exam.Score ?? 0 })}</Text>
        {exam.Feedback && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {t('exams.feedback', { feedback: exam.Feedback })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

function ExamForm({ data }: { data: PartExam }) {
  const { t, i18n } = useTranslation();
  const exam = data.Exam;
  const [answers, setAnswers] = useState<ExamAnswers>(exam?.Answers ?? {});
  const [save, saving] = useSaveExamMutation();
  const [submit, submitting] = useSubmitExamMutation();
  const readOnly = exam?.Status !== 'in_progress';
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      showToast({ message: done, color: 'green' });
    } catch (thrown) {
      showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });
    }
  };
  return (
    <Stack gap="md">
      {data.Questions.map((q, i) => (
        <ExamAnswerField
          key={q.Id}
          question={q}
          index={i}
          answer={answers[q.Id]}
          readOnly={readOnly}
          onChange={(value) => setAnswers((prev) => ({ ...prev, [q.Id]: value }))}
        />
      ))}
      {exam && !readOnly && (
        <Group justify="flex-end">
          <Button
            variant="default"
            loading={saving.isLoading}
            onClick={() =>
              void act(
                () => save({ UserExamId: exam.UserExamId, Answers: answers }).unwrap(),
                t('exams.saved'),
              )
            }
          >
            {t('exams.save')}
          </Button>
          <Button
            loading={submitting.isLoading}
            onClick={() =>
              void act(
                () => submit({ UserExamId: exam.UserExamId, Answers: answers }).unwrap(),
                t('exams.submitted'),
              )
            }
          >
            {t('exams.submit')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export function ExamPanel({ courseId, partId }: { courseId: number; partId: number }) {
  const { t, i18n } = useTranslation();
  const { data } = useGetExamQuery({ CourseId: courseId, CoursePartId: partId });
  const [start, starting] = useStartExamMutation();
  if (!data || data.Questions.length === 0) return null;
  const exam = data.Exam;
  const status = exam?.Status ?? 'not_started';
  const begin = async () => {
    try {
      await start({ CourseId: courseId, CoursePartId: partId }).unwrap();
    } catch (thrown) {
      showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });
    }
  };
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="exam-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3" id="exam-title">
            {t('courses.exam.title')}
          </Title>
          <ExamStatusBadge status={status} />
        </Group>
        {data.ProgressByExam && (
          <Text size="sm" c="dimmed">
            {t('exams.countsForProgress')}
          </Text>
        )}
        {status === 'not_started' ? (
          <Group>
            <Text size="sm">{t('exams.questions', { count: data.Questions.length })}</Text>
            <Button loading={starting.isLoading} onClick={() => void begin()}>
              {t('exams.start')}
            </Button>
          </Group>
        ) : (
          <>
            {status === 'submitted' && (
              <Alert color="indigo.8" variant="outline">
                {t('exams.waiting')}
              </Alert>
            )}
            {exam?.AutoScore && status !== 'in_progress' && (
              <Text size="sm" data-testid="exam-auto-score">
                {t('exams.autoScore', { right: exam.AutoScore.Right, of: exam.AutoScore.Of })}
              </Text>
            )}
            {status === 'completed' && exam && <ExamResult exam={exam} />}
            <ExamForm key={`${exam?.UserExamId}-${status}`} data={data} />
          </>
        )}
      </Stack>
    </Card>
  );
}
