// The grading view on /Tasks/:id for an exam-review task: the student's answers beside the right
// options, and a grade (score, passed, feedback) for the course's coaches and admins. Follows
// exam:changed, so it shows a grade given elsewhere at once.
import { Alert, Button, Card, Group, NumberInput, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { suggestedScore } from '../../../shared/examStates';
import { describeCallError } from '../../api/describeError';
import { showToast } from '../../components/toast';
import { ExamAnswerField } from './ExamAnswerFields';
import { ExamStatusBadge } from './ExamPanel';
import { type ExamReview as Review, useGetExamReviewQuery, useGradeExamMutation } from './examsApi';

function GradeForm({ review }: { review: Review }) {
  const { t, i18n } = useTranslation();
  const [grade, grading] = useGradeExamMutation();
  // The automatic score of the choice questions is where the coach starts: confirm or adjust.
  const [score, setScore] = useState<number | string>(
    suggestedScore(review.Exam.AutoScore, review.Questions.length) ?? '',
  );
  const [passed, setPassed] = useState(false);
  const [feedback, setFeedback] = useState('');
  const send = async () => {
    try {
      await grade({
        UserExamId: review.Exam.UserExamId,
        Score: Number(score),
        Passed: passed,
        Feedback: feedback,
      }).unwrap();
      showToast({ message: t('exams.graded'), color: 'green' });
    } catch (thrown) {
      showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });
    }
  };
  return (
    <Stack gap="sm">
      {review.Exam.AutoScore && (
        <Text size="sm" data-testid="exam-auto-score">
          {t('exams.autoScoreReview', { right: review.Exam.AutoScore.Right, of: review.Exam.AutoScore.Of })}
        </Text>
      )}
      <NumberInput label={t('exams.scoreLabel')} min={0} max={100} value={score} onChange={setScore} />
      <Switch
        label={t('exams.passedLabel')}
        checked={passed}
        onChange={(e) => setPassed(e.currentTarget.checked)}
      />
      <Textarea
        label={t('exams.feedbackLabel')}
        autosize
        minRows={3}
        value={feedback}
        onChange={(e) => setFeedback(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button loading={grading.isLoading} disabled={score === ''} onClick={() => void send()}>
          {t('exams.grade')}
        </Button>
      </Group>
    </Stack>
  );
}

export function ExamReview({ examId }: { examId: number }) {
  const { t } = useTranslation();
  const { data: review } = useGetExamReviewQuery(examId);
  if (!review) return null;
  const exam = review.Exam;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="exam-review-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3" id="exam-review-title">
            {t('exams.reviewTitle', { name: review.StudentName, part: review.PartName })}
          </Title>
          <ExamStatusBadge status={exam.Status} />
        </Group>
        {review.Questions.map((q, i) => (
          <ExamAnswerField
            key={q.Id}
            question={q}
            index={i}
            answer={exam.Answers[q.Id]}
            correct={q.Correct}
            readOnly
          />
        ))}
        {exam.Status === 'completed' && (
          <Alert color={exam.Passed ? 'green' : 'red'} variant="light" data-testid="exam-graded">
            {t('exams.gradedAs', {
              score: exam.Score ?? 0,
              result: exam.Passed ? t('exams.passed') : t('exams.notPassed'),
            })}
          </Alert>
        )}
        {exam.Status === 'submitted' &&
          (review.MayGrade ? (
            <GradeForm review={review} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('exams.notYourCourse')}
            </Text>
          ))}
      </Stack>
    </Card>
  );
}
