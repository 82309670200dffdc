// An exam's questions in the editor: each question's text, kind and answer options, with the
// buttons that move and remove them (ExamEditor.tsx holds the form and its saving).
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Input,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_LIMITS, EXAM_QUESTION_KINDS, type ExamQuestionKind } from '../../../shared/examStates';
import { type ExamFormValues, markedRight, newOption, withKind } from './examForm';

type ExamForm = UseFormReturnType<ExamFormValues>;

function Mover({
  index,
  count,
  labels,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  labels: { up: string; down: string; remove: string };
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={labels.up}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <IconArrowUp size={16} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={labels.down}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <IconArrowDown size={16} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={labels.remove} onClick={onRemove}>
        <IconTrash size={16} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}

export function FieldError({ children }: { children: ReactNode }) {
  return children ? <Input.Error role="alert">{children}</Input.Error> : null;
}

function AnswerOptions({ form, qi }: { form: ExamForm; qi: number }) {
  const { t } = useTranslation();
  const question = form.getValues().questions[qi]!;
  const path = `questions.${qi}.Options`;
  const single = question.Kind === 'single';
  const mark = (oi: number, correct: boolean) => form.setFieldValue(path, markedRight(question, oi, correct));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('exams.editor.options')}
      </Text>
      <Text size="xs" c="dimmed">
        {single ? t('exams.editor.optionsHintSingle') : t('exams.editor.optionsHintMultiple')}
      </Text>
      {question.Options.map((option, oi) => {
        const n = oi + 1;
        const right = t('exams.editor.rightAnswer', { n });
        return (
          <Group key={option.key} gap="xs" align="flex-start" wrap="nowrap">
            {single ? (
              <Radio
                mt={8}
                aria-label={right}
                name={`exam-${question.Id}-right`}
                checked={option.correct}
                onChange={(e) => e.currentTarget.checked && mark(oi, true)}
              />
            ) : (
              <Checkbox
                mt={8}
                aria-label={right}
                checked={option.correct}
                onChange={(e) => mark(oi, e.currentTarget.checked)}
              />
            )}
            <TextInput
              style={{ flex: 1 }}
              aria-label={t('exams.editor.option', { n })}
              placeholder={t('exams.editor.option', { n })}
              required
              maxLength={EXAM_LIMITS.optionLength}
              {...form.getInputProps(`${path}.${oi}.text`)}
            />
            <Mover
              index={oi}
              count={question.Options.length}
              labels={{
                up: t('exams.editor.moveOptionUp', { n }),
                down: t('exams.editor.moveOptionDown', { n }),
                remove: t('exams.editor.removeOption', { n }),
              }}
              onMove={(to) => form.reorderListItem(path, { from: oi, to })}
              onRemove={() => form.removeListItem(path, oi)}
            />
          </Group>
        );
      })}
      <FieldError>{form.errors[path] ?? form.errors[`questions.${qi}.Correct`]}</FieldError>
      <Group>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          disabled={question.Options.length >= EXAM_LIMITS.options}
          onClick={() => form.insertListItem(path, newOption())}
        >
          {t('exams.editor.addOption')}
        </Button>
      </Group>
    </Stack>
  );
}

export function QuestionFields({ form, qi, count }: { form: ExamForm; qi: number; count: number }) {
  const { t } = useTranslation();
  const question = form.getValues().questions[qi]!;
  const n = qi + 1;
  return (
    <Fieldset legend={t('exams.editor.question', { n })} data-testid="exam-question">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Select
            label={t('exams.editor.kind')}
            data={EXAM_QUESTION_KINDS.map((kind) => ({
              value: kind,
              label: t(`exams.editor.kinds.${kind}`),
            }))}
            value={question.Kind}
            allowDeselect={false}
            onChange={(kind) =>
              kind && form.setFieldValue(`questions.${qi}`, withKind(question, kind as ExamQuestionKind))
            }
          />
          <Mover
            index={qi}
            count={count}
            labels={{
              up: t('exams.editor.moveUp', { n }),
              down: t('exams.editor.moveDown', { n }),
              remove: t('exams.editor.remove', { n }),
            }}
            onMove={(to) => form.reorderListItem('questions', { from: qi, to })}
            onRemove={() => form.removeListItem('questions', qi)}
          />
        </Group>
        <Textarea
          label={t('exams.editor.text')}
          required
          autosize
          minRows={2}
          maxLength={EXAM_LIMITS.textLength}
          {...form.getInputProps(`questions.${qi}.Text`)}
        />
        {question.Kind !== 'text' && <AnswerOptions form={form} qi={qi} />}
        <FieldError>{form.errors[`questions.${qi}`]}</FieldError>
      </Stack>
    </Fieldset>
  );
}
