// One question of the survey builder: its prompt, kind, whether it is required, its choices or
// scale, and buttons to move it or take it out.
import {
  ActionIcon,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QUESTION_KINDS } from '../../../shared/surveys';
import { isChoice, type SurveyDraft } from './surveyDraft';

export function QuestionCard({ form, index }: { form: UseFormReturnType<SurveyDraft>; index: number }) {
  const { t } = useTranslation();
  const q = form.values.Questions[index];
  if (!q) return null;
  const n = index + 1;
  const count = form.values.Questions.length;
  return (
    <Card withBorder padding="md" data-question-key={q.Key}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t('surveys.edit.question', { n })}</Text>
          <Group gap={4}>
            <ActionIcon
              variant="subtle"
              aria-label={t('surveys.edit.moveUp', { n })}
              disabled={index === 0}
              onClick={() => form.reorderListItem('Questions', { from: index, to: index - 1 })}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('surveys.edit.moveDown', { n })}
              disabled={index === count - 1}
              onClick={() => form.reorderListItem('Questions', { from: index, to: index + 1 })}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('surveys.edit.removeQuestion', { n })}
              onClick={() => form.removeListItem('Questions', index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <TextInput
          label={t('surveys.edit.prompt')}
          required
          {...form.getInputProps(`Questions.${index}.Prompt`)}
        />
        <Group grow align="flex-end">
          <Select
            label={t('surveys.edit.kind')}
            allowDeselect={false}
            data={QUESTION_KINDS.map((k) => ({ value: k, label: t(`surveys.edit.kinds.${k}`) }))}
            {...form.getInputProps(`Questions.${index}.Kind`)}
          />
          <Switch
            label={t('surveys.edit.required')}
            {...form.getInputProps(`Questions.${index}.Required`, { type: 'checkbox' })}
          />
        </Group>
        {isChoice(q.Kind) && (
          <Textarea
            label={t('surveys.edit.options')}
            autosize
            minRows={3}
            {...form.getInputProps(`Questions.${index}.OptionsText`)}
          />
        )}
        {q.Kind === 'scale' && (
          <Group grow>
            <NumberInput
              label={t('surveys.edit.scaleFrom')}
              min={0}
              max={1}
              {...form.getInputProps(`Questions.${index}.ScaleMin`)}
            />
            <NumberInput
              label={t('surveys.edit.scaleTo')}
              min={2}
              max={10}
              {...form.getInputProps(`Questions.${index}.ScaleMax`)}
            />
          </Group>
        )}
      </Stack>
    </Card>
  );
}
