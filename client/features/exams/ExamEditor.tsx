// A school part's exam in the course editor: its questions (single choice, multiple choice, free
// text) with their right answers, and whether the part counts as done only when the exam is passed.
// Saved with "Save exam" (and, when valid, on closing edit mode or leaving the page, like the part's
// other editors). A save refused with "lock lost, reload" ends edit mode, as every editing save does.
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Input,
  Paper,
  Radio,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_LIMITS, EXAM_QUESTION_KINDS, type ExamQuestionKind } from '../../../shared/examStates';
import { selectSite } from '../../api/callContext';
import { asCallError, errorCodeOf } from '../../api/callError';
import { describeCallError } from '../../api/describeError';
import { sendKeepalive } from '../../api/keepaliveCall';
import { useAppSelector } from '../../base/hooks';
import { registerEditor } from '../../components/openEditors';
import { showToast } from '../../components/toast';
import { type SaveHow, useSaveWhenLeaving } from '../../components/useSaveWhenLeaving';
import { examCalls } from './calls';
import {
  type ExamFormError,
  type ExamFormValues,
  examFormValuesOf,
  formPathOf,
  markedRight,
  newOption,
  newQuestion,
  saveExamInputOf,
  validateExamForm,
  withKind,
} from './examForm';
import { type ExamQuestions, useGetExamQuestionsQuery, useSaveExamQuestionsMutation } from './examsApi';

type ExamForm = UseFormReturnType<ExamFormValues>;

/** The limit a refusal's text names. */
const LIMIT_OF: Partial<Record<ExamFormError, number>> = {
  textTooLong: EXAM_LIMITS.textLength,
  optionTooLong: EXAM_LIMITS.optionLength,
  tooManyOptions: EXAM_LIMITS.options,
  tooManyQuestions: EXAM_LIMITS.questions,
};

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

function FieldError({ children }: { children: ReactNode }) {
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

function QuestionFields({ form, qi, count }: { form: ExamForm; qi: number; count: number }) {
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

function ExamForm({
  courseId,
  partId,
  saved,
  beforeSave,
  onLockLost,
}: {
  courseId: number;
  partId: number;
  saved: ExamQuestions;
  beforeSave: () => Promise<void>;
  onLockLost: () => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const site = useAppSelector(selectSite);
  const [save, saving] = useSaveExamQuestionsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ExamFormValues>({
    mode: 'controlled',
    initialValues: examFormValuesOf(saved.Questions, saved.ProgressByExam),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validateExamForm(values)).map(([path, error]) => [
          path,
          t(`exams.editor.errors.${error}`, { max: LIMIT_OF[error] }),
        ]),
      ),
  });

  // The savers run from events and other components: they read the newest form and calls.
  const latest = useRef({ form, save, site });
  latest.current = { form, save, site };

  /** Saves what the form holds; false when it did not (refused here or by the server). */
  const sendNow = async (values: ExamFormValues, how: SaveHow): Promise<boolean> => {
    const input = saveExamInputOf(courseId, partId, values);
    try {
      if (how.keepalive) await sendKeepalive(examCalls.saveExamQuestions, input, latest.current.site);
      else await latest.current.save(input).unwrap();
      latest.current.form.resetDirty(values);
      setFailure(null);
      return true;
    } catch (error) {
      if (errorCodeOf(error) === 'LOCK_LOST') {
        onLockLost();
        return false;
      }
      const text = describeCallError(error, t, i18n.language);
      const call = asCallError(error);
      const path = call.kind === 'failure' ? formPathOf(call.failure.field) : null;
      if (path) latest.current.form.setFieldError(path, text);
      setFailure(text);
      return false;
    }
  };
  const sendRef = useRef(sendNow);
  sendRef.current = sendNow;

  // Closing edit mode or leaving the page saves a valid exam that changed, like the part's editors.
  useEffect(() => {
    const flush = async (how?: SaveHow) => {
      const current = latest.current.form;
      if (!current.isDirty() || current.validate().hasErrors) return;
      await sendRef.current(current.getValues(), how ?? { keepalive: false });
    };
    const unregister = registerEditor({ flush, hasUnsaved: () => latest.current.form.isDirty() });
    return () => {
      unregister();
      // Leaving the part (or edit mode) saves what is left at once.
      void flush();
    };
  }, []);
  useSaveWhenLeaving(() => ({
    flush: async (how) => {
      const current = latest.current.form;
      if (current.isDirty() && Object.keys(validateExamForm(current.getValues())).length === 0)
        await sendRef.current(current.getValues(), how ?? { keepalive: false });
    },
    hasUnsaved: () => latest.current.form.isDirty(),
  }));

  const submit = form.onSubmit(async (values) => {
    // The part's settings first: a part just made a school part must be one on the server.
    await beforeSave();
    if (await sendNow(values, { keepalive: false }))
      showToast({ message: t('exams.editor.saved'), color: 'green' });
  });

  const values = form.getValues();
  const ids = values.questions.map((q) => q.Id);
  const add = (kind: ExamQuestionKind) => form.insertListItem('questions', newQuestion(kind, ids));
  const hasErrors = Object.keys(form.errors).length > 0;
  const status = hasErrors ? 'invalid' : form.isDirty() ? 'dirty' : 'saved';

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h4" id={titleId}>
              {t('exams.editor.title')}
            </Title>
            <Group gap="sm">
              <Text
                size="sm"
                c={status === 'invalid' ? 'red' : 'dimmed'}
                aria-live="polite"
                data-testid="exam-save-status"
              >
                {t(`exams.editor.status.${status}`)}
              </Text>
              <Button
                type="submit"
                size="xs"
                leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
                loading={saving.isLoading}
              >
                {t('exams.editor.save')}
              </Button>
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {t('exams.editor.intro')}
          </Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Switch
            label={t('exams.editor.progressByExam')}
            description={t('exams.editor.progressByExamHint')}
            {...form.getInputProps('progressByExam', { type: 'checkbox' })}
          />
          {values.questions.length === 0 && <Text size="sm">{t('exams.editor.noQuestions')}</Text>}
          {values.questions.map((q, qi) => (
            <QuestionFields key={q.Id} form={form} qi={qi} count={values.questions.length} />
          ))}
          <FieldError>{form.errors.questions}</FieldError>
          <Group gap="xs">
            {(
              [
                ['single', 'addSingle'],
                ['multiple', 'addMultiple'],
                ['text', 'addText'],
              ] as const
            ).map(([kind, label]) => (
              <Button
                key={kind}
                size="xs"
                variant="default"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                disabled={values.questions.length >= EXAM_LIMITS.questions}
                onClick={() => add(kind)}
              >
                {t(`exams.editor.${label}`)}
              </Button>
            ))}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * The exam section of a school part's editor; `beforeSave` saves the part's settings first, and
 * `onLockLost` tells the editor that the course's edit lock is gone.
 */
export function ExamEditor({
  courseId,
  partId,
  beforeSave,
  onLockLost,
}: {
  courseId: number;
  partId: number;
  beforeSave: () => Promise<void>;
  onLockLost: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { data, error, isLoading, refetch } = useGetExamQuestionsQuery({
    CourseId: courseId,
    CoursePartId: partId,
  });
  if (isLoading) return null;
  if (!data)
    return (
      <Alert color="red" title={t('exams.editor.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          {error !== undefined && <Text size="sm">{describeCallError(error, t, i18n.language)}</Text>}
          <Button size="xs" variant="default" onClick={() => void refetch()}>
            {t('exams.editor.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <ExamForm
      key={partId}
      courseId={courseId}
      partId={partId}
      saved={data}
      beforeSave={beforeSave}
      onLockLost={onLockLost}
    />
  );
}
