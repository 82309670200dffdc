// /survey/:survey_id (signed in): answer a survey. One answer per person: it is shown again and
// can be changed while the survey is open; a closed survey shows the answers given, read only.
// A survey closed while the page is open locks the form at once (survey:changed).
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Container,
  Fieldset,
  Group,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { checkSurveyAnswers, type SurveyAnswers, type SurveyQuestion } from '../../../shared/surveys';
import { asCallError } from '../../api/callError';
import { describeCallError } from '../../api/describeError';
import { PageLoader } from '../../components/PageLoader';
import { type PageProps, parseIdParam } from '../../components/page';
import { StatePanel, StateText } from '../../components/StatePanel';
import { showToast } from '../../components/toast';
import { type UserSurvey, useGetUserSurveyQuery, useSubmitSurveyMutation } from './surveysApi';

function QuestionInput(props: {
  question: SurveyQuestion;
  index: number;
  value: SurveyAnswers[string] | undefined;
  error: string | null;
  onChange: (value: SurveyAnswers[string] | undefined) => void;
}) {
  const { t } = useTranslation();
  const { question: q, value, error, onChange } = props;
  const label = `${props.index + 1}. ${q.Prompt}`;
  const description = q.Required ? t('surveys.answer.required') : undefined;
  switch (q.Kind) {
    case 'single':
      return (
        <Radio.Group
          label={label}
          description={description}
          withAsterisk={q.Required}
          error={error}
          value={typeof value === 'number' ? String(value) : null}
          onChange={(v) => onChange(Number(v))}
        >
          <Stack gap={6} mt="xs">
            {q.Options.map((option, i) => (
              <Radio key={option} value={String(i)} label={option} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiple':
      return (
        <Checkbox.Group
          label={label}
          description={description}
          withAsterisk={q.Required}
          error={error}
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={(v) => onChange(v.map(Number).sort((a, b) => a - b))}
        >
          <Stack gap={6} mt="xs">
            {q.Options.map((option, i) => (
              <Checkbox key={option} value={String(i)} label={option} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'scale': {
      const values = Array.from({ length: q.ScaleMax - q.ScaleMin + 1 }, (_, i) => q.ScaleMin + i);
      return (
        <Radio.Group
          label={label}
          description={description}
          withAsterisk={q.Required}
          error={error}
          value={typeof value === 'number' ? String(value) : null}
          onChange={(v) => onChange(Number(v))}
        >
          <Group gap="md" mt="xs" align="center">
            <Text size="sm" c="dimmed" aria-hidden="true">
              {t('surveys.answer.scaleLow')}
            </Text>
            {values.map((v) => (
              <Radio key={v} value={String(v)} label={String(v)} />
            ))}
            <Text size="sm" c="dimmed" aria-hidden="true">
              {t('surveys.answer.scaleHigh')}
            </Text>
          </Group>
        </Radio.Group>
      );
    }
    case 'text':
      return (
        <Textarea
          label={label}
          description={description}
          withAsterisk={q.Required}
          error={error}
          autosize
          minRows={3}
          maxLength={5000}
          placeholder={t('surveys.answer.textPlaceholder')}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}

function SurveyForm({ survey }: { survey: UserSurvey }) {
  const { t, i18n } = useTranslation();
  const [submit, { isLoading }] = useSubmitSurveyMutation();
  const [answers, setAnswers] = useState<SurveyAnswers>(survey.MyAnswers ?? {});
  const [problem, setProblem] = useState<{ key: string; text: string } | null>(null);
  const closed = survey.Status === 'closed';

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkSurveyAnswers(survey.Questions, answers);
    if (!checked.ok) {
      setProblem({
        key: checked.key,
        text: t(
          `errors.${checked.problem === 'required' ? 'SURVEY_ANSWER_REQUIRED' : 'SURVEY_ANSWER_INVALID'}`,
        ),
      });
      document
        .querySelector<HTMLElement>(`[data-question-key="${checked.key}"]`)
        ?.scrollIntoView({ block: 'center' });
      return;
    }
    setProblem(null);
    try {
      await submit({ Id: survey.Id, Answers: checked.clean }).unwrap();
      showToast({ message: t('surveys.answer.thanks'), color: 'green' });
    } catch (thrown) {
      const failure = asCallError(thrown);
      const field = failure.kind === 'failure' ? failure.failure.field : undefined;
      const key = field?.startsWith('Answers.') ? field.slice('Answers.'.length) : null;
      if (key) setProblem({ key, text: describeCallError(thrown, t, i18n.language) });
      const known = failure.kind === 'failure' && failure.failure.error_code.startsWith('SURVEY_');
      showToast({
        message: known ? describeCallError(thrown, t, i18n.language) : t('surveys.answer.submitFailed'),
        color: 'red',
      });
    }
  };

  return (
    <form onSubmit={(e) => void send(e)} noValidate>
      <Fieldset variant="unstyled" disabled={closed}>
        <Stack gap="md">
          {survey.Questions.map((q, index) => (
            <Card key={q.Key} withBorder padding="md" data-question-key={q.Key}>
              <QuestionInput
                question={q}
                index={index}
                value={answers[q.Key]}
                error={problem?.key === q.Key ? problem.text : null}
                onChange={(value) =>
                  setAnswers((before) => {
                    const next = { ...before };
                    if (value === undefined) delete next[q.Key];
                    else next[q.Key] = value;
                    return next;
                  })
                }
              />
            </Card>
          ))}
          {!closed && (
            <Group justify="flex-end">
              <Button type="submit" loading={isLoading}>
                {survey.AnsweredAt ? t('surveys.answer.update') : t('surveys.answer.submit')}
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </form>
  );
}

export default function SurveyPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const id = parseIdParam(useParams().survey_id);
  const { data, isLoading, isError } = useGetUserSurveyQuery(id, { skip: id <= 0 });

  if (isLoading) return <PageLoader />;
  if (isError || !data)
    return (
      <StatePanel icon={<IconClipboardList size={34} />} title={t(`pages.${titleKey}`)}>
        <StateText>{t('surveys.answer.notFound')}</StateText>
      </StatePanel>
    );

  const closed = data.Status === 'closed';
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Title order={1}>{data.Title}</Title>
        {data.Description !== '' && <Text style={{ whiteSpace: 'pre-wrap' }}>{data.Description}</Text>}
        {closed && (
          <Alert color="orange" role="status">
            {data.MyAnswers ? t('surveys.answer.closedWithAnswer') : t('surveys.answer.closed')}
          </Alert>
        )}
        {!closed && data.AnsweredAt && (
          <Alert color="green" role="status">
            {t('surveys.answer.answeredAt', { date: dayjs(data.AnsweredAt).format('YYYY-MM-DD HH:mm') })}
          </Alert>
        )}
        {/* Remounted when the stored answer changes, so the form shows what the server holds. */}
        <SurveyForm key={`${data.Status}-${data.AnsweredAt ?? ''}`} survey={data} />
      </Stack>
    </Container>
  );
}
