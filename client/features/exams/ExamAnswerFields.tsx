// One exam question's answer field: one choice, several choices or free text. Read-only once the
// exam is submitted (the grading view shows it the same way, with the right options marked).
import { Checkbox, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExamQuestion } from '../../../shared/exams';

type Answer = number[] | string | undefined;

export function ExamAnswerField({
  question,
  index,
  answer,
  onChange,
  readOnly,
  correct,
}: {
  question: Omit<ExamQuestion, 'Correct'>;
  index: number;
  answer: Answer;
  onChange?: (answer: number[] | string) => void;
  readOnly: boolean;
  /** The right options, shown to graders. */
  correct?: number[];
}) {
  const { t } = useTranslation();
  const label = `${index + 1}. ${question.Text}`;
  const chosen = Array.isArray(answer) ? answer : [];
  const optionLabel = (option: string, i: number) =>
    correct?.includes(i) ? `${option} (${t('exams.rightAnswer')})` : option;
  if (question.Kind === 'text')
    return (
      <Textarea
        label={label}
        autosize
        minRows={2}
        value={typeof answer === 'string' ? answer : ''}
        readOnly={readOnly}
        onChange={(e) => onChange?.(e.currentTarget.value)}
      />
    );
  if (question.Kind === 'single')
    return (
      <Radio.Group
        label={label}
        value={chosen[0] === undefined ? null : String(chosen[0])}
        onChange={(v) => onChange?.([Number(v)])}
      >
        <Stack gap={6} mt="xs">
          {question.Options.map((option, i) => (
            <Radio key={option} value={String(i)} label={optionLabel(option, i)} disabled={readOnly} />
          ))}
        </Stack>
      </Radio.Group>
    );
  return (
    <Checkbox.Group
      label={label}
      description={t('exams.chooseAll')}
      value={chosen.map(String)}
      onChange={(v) => onChange?.(v.map(Number).sort((a, b) => a - b))}
    >
      <Stack gap={6} mt="xs">
        {question.Options.map((option, i) => (
          <Checkbox key={option} value={String(i)} label={optionLabel(option, i)} disabled={readOnly} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

export function NoAnswer() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('exams.noAnswer')}
    </Text>
  );
}
