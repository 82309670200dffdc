// /admin/surveys/:id (type 2): the survey builder. Questions of four kinds (one choice, several
// choices, a scale, free text), each required or not, in order; the status opens and closes the
// survey. Once answered, the server keeps answered questions' kind and choices (shared/surveys.ts).
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { newQuestionKey, SURVEY_STATUSES } from '../../../shared/surveys';
import { describeCallError } from '../../api/describeError';
import { PageLoader } from '../../components/PageLoader';
import { type PageProps, parseIdParam } from '../../components/page';
import { StatePanel, StateText } from '../../components/StatePanel';
import { showToast } from '../../components/toast';
import { QuestionCard } from './QuestionCard';
import {
  isChoice,
  optionsOf,
  type QuestionDraft,
  type SurveyDraft,
  toDraft,
  toQuestion,
} from './surveyDraft';
import { type Survey, useGetSurveyQuery, useSaveSurveyMutation } from './surveysApi';

function SurveyForm({ survey }: { survey: Survey }) {
  const { t, i18n } = useTranslation();
  const [save, { isLoading }] = useSaveSurveyMutation();
  const form = useForm<SurveyDraft>({
    initialValues: toDraft(survey),
    validate: {
      Title: (v) => (v.trim() === '' ? t('surveys.edit.titleRequired') : null),
      Questions: {
        Prompt: (v) => (v.trim() === '' ? t('surveys.edit.promptRequired') : null),
        OptionsText: (v, values, path) => {
          const index = Number(path.split('.')[1]);
          const q = values.Questions[index];
          if (!q || !isChoice(q.Kind)) return null;
          const options = optionsOf(v);
          return options.length < 2 || new Set(options).size !== options.length
            ? t('surveys.edit.optionsTooFew')
            : null;
        },
      },
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await save({
        Id: survey.Id,
        Title: values.Title.trim(),
        Description: values.Description.trim(),
        Status: values.Status,
        Questions: values.Questions.map(toQuestion),
      }).unwrap();
      form.resetDirty();
      showToast({ message: t('surveys.edit.saved'), color: 'green' });
    } catch (thrown) {
      showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });
    }
  });

  const addQuestion = () =>
    form.insertListItem('Questions', {
      Key: newQuestionKey(),
      Kind: 'single',
      Prompt: '',
      Required: false,
      OptionsText: '',
      ScaleMin: 1,
      ScaleMax: 5,
    } satisfies QuestionDraft);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {survey.Respondents > 0 && <Alert color="blue">{t('surveys.edit.lockedHint')}</Alert>}
        <TextInput label={t('surveys.edit.titleLabel')} required {...form.getInputProps('Title')} />
        <Textarea
          label={t('surveys.edit.description')}
          autosize
          minRows={2}
          {...form.getInputProps('Description')}
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="survey-status-label">
            {t('surveys.edit.status')}
          </Text>
          <SegmentedControl
            aria-labelledby="survey-status-label"
            data={SURVEY_STATUSES.map((s) => ({ value: s, label: t(`surveys.status.${s}`) }))}
            {...form.getInputProps('Status')}
          />
        </div>
        {form.values.Questions.map((q, index) => (
          <QuestionCard key={q.Key} form={form} index={index} />
        ))}
        <Group justify="space-between">
          <Button variant="default" leftSection={<IconPlus size={16} />} onClick={addQuestion}>
            {t('surveys.edit.addQuestion')}
          </Button>
          <Button type="submit" loading={isLoading}>
            {t('surveys.edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function SurveyEditPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const id = parseIdParam(useParams().id);
  const { data, isLoading, isError } = useGetSurveyQuery(id, { skip: id <= 0 });

  if (isLoading) return <PageLoader />;
  if (isError || !data)
    return (
      <StatePanel icon={<IconClipboardList size={34} />} title={t(`pages.${titleKey}`)}>
        <StateText>{t('surveys.edit.loadFailed')}</StateText>
      </StatePanel>
    );

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Anchor component={Link} to="/admin/surveys">
            {t('surveys.edit.back')}
          </Anchor>
          <Anchor component={Link} to={`/admin/surveys/${data.Id}/results`}>
            {t('surveys.edit.viewResults')}
          </Anchor>
        </Group>
        <Title order={1}>{t(`pages.${titleKey}`)}</Title>
        <SurveyForm key={data.Id} survey={data} />
      </Stack>
    </Container>
  );
}
