// A school part's exam in the course editor: its questions (single choice, multiple choice, free
// text) with their right answers, and whether the part counts as done only when the exam is passed.
// Saved with "Save exam" (and, when valid, on closing edit mode or leaving the page, like the part's
// other editors). A save refused with "lock lost, reload" ends edit mode, as every editing save does.
import { Alert, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_LIMITS, type ExamQuestionKind } from '../../../shared/examStates';
import { selectSite } from '../../api/callContext';
import { asCallError, errorCodeOf } from '../../api/callError';
import { describeCallError } from '../../api/describeError';
import { sendKeepalive } from '../../api/keepaliveCall';
import { useAppSelector } from '../../base/hooks';
import { registerEditor } from '../../components/openEditors';
import { showToast } from '../../components/toast';
import { type SaveHow, useSaveWhenLeaving } from '../../components/useSaveWhenLeaving';
import { examCalls } from './calls';
import { FieldError, QuestionFields } from './ExamQuestionFields';
import {
  type ExamFormError,
  type ExamFormValues,
  examFormValuesOf,
  formPathOf,
  newQuestion,
  saveExamInputOf,
  validateExamForm,
} from './examForm';
import { type ExamQuestions, useGetExamQuestionsQuery, useSaveExamQuestionsMutation } from './examsApi';

/** The limit a refusal's text names. */
const LIMIT_OF: Partial<Record<ExamFormError, number>> = {
  textTooLong: EXAM_LIMITS.textLength,
  optionTooLong: EXAM_LIMITS.optionLength,
  tooManyOptions: EXAM_LIMITS.options,
  tooManyQuestions: EXAM_LIMITS.questions,
};

/** The exam section's title, its save state and the save button. */
function ExamFormHeader({
  titleId,
  status,
  saving,
}: {
  titleId: string;
  status: 'invalid' | 'dirty' | 'saved';
  saving: boolean;
}) {
  const { t } = useTranslation();
  return (
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
          loading={saving}
        >
          {t('exams.editor.save')}
        </Button>
      </Group>
    </Group>
  );
}

/** One button per question kind; none adds past the exam's limit. */
function AddQuestionButtons({ full, onAdd }: { full: boolean; onAdd: (kind: ExamQuestionKind) => void }) {
  const { t } = useTranslation();
  return (
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
          disabled={full}
          onClick={() => onAdd(kind)}
        >
          {t(`exams.editor.${label}`)}
        </Button>
      ))}
    </Group>
  );
}

interface ExamFormProps {
  courseId: number;
  partId: number;
  saved: ExamQuestions;
  beforeSave: () => Promise<void>;
  onLockLost: () => void;
  /** An exam part always counts by its exam: no switch. */
  examPart: boolean;
}

function ExamForm({ courseId, partId, saved, beforeSave, onLockLost, examPart }: ExamFormProps) {
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
          <ExamFormHeader titleId={titleId} status={status} saving={saving.isLoading} />
          <Text size="sm" c="dimmed">
            {t('exams.editor.intro')}
          </Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {examPart ? (
            <Text size="sm">{t('exams.editor.examPartProgress')}</Text>
          ) : (
            <Switch
              label={t('exams.editor.progressByExam')}
              description={t('exams.editor.progressByExamHint')}
              {...form.getInputProps('progressByExam', { type: 'checkbox' })}
            />
          )}
          {values.questions.length === 0 && <Text size="sm">{t('exams.editor.noQuestions')}</Text>}
          {values.questions.map((q, qi) => (
            <QuestionFields key={q.Id} form={form} qi={qi} count={values.questions.length} />
          ))}
          <FieldError>{form.errors.questions}</FieldError>
          <AddQuestionButtons full={values.questions.length >= EXAM_LIMITS.questions} onAdd={add} />
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * The exam section of a school or exam part's editor; `beforeSave` saves the part's settings first, and
 * `onLockLost` tells the editor that the course's edit lock is gone.
 */
export function ExamEditor({
  courseId,
  partId,
  beforeSave,
  onLockLost,
  examPart = false,
}: {
  courseId: number;
  partId: number;
  beforeSave: () => Promise<void>;
  onLockLost: () => void;
  examPart?: boolean;
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
      examPart={examPart}
    />
  );
}
