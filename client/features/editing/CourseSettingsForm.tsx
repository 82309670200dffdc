// The course settings form (SPEC §2 /Courses): title, description, code, image, language,
// certificate template, certificate expiry with its validity period (required when expiry is on),
// the progress event, coaches, and the coach footer with the standard text (addFooterCoachText).
// Saving an existing course needs its lock, taken by the caller while the form is open.
import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  FileButton,
  Group,
  Image,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorCodeOf } from '../../api/callError';
import { describeCallError } from '../../api/describeError';
import { uploadFile } from '../../api/upload';
import {
  CERTIFICATE_TEMPLATES,
  type CourseFormValues,
  emptyCourseValues,
  saveInputOf,
  validateCourse,
  valuesOf,
} from './courseForm';
import { DialogActions } from './EditDialog';
import {
  type AdminCourse,
  useAddFooterCoachTextMutation,
  useGetStaffUsersQuery,
  useSaveCourseMutation,
} from './editingApi';

interface CourseSettingsFormProps {
  /** Absent: a new course. */
  course?: AdminCourse;
  onSaved: (course: AdminCourse) => void;
  onCancel: () => void;
}

function ImageField({ value, onChange }: { value: string | null; onChange: (url: string | null) => void }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onChange((await uploadFile(file, 'uploads/')).url);
    } catch (thrown) {
      setError(t('editing.uploadFailed', { reason: describeCallError(thrown, t, i18n.language) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Fieldset legend={t('editing.form.image')} variant="unstyled">
      <Group gap="sm" align="center">
        {value && (
          <Image src={value} alt={t('editing.form.imageAlt')} h={72} w={120} fit="cover" radius="sm" />
        )}
        <FileButton onChange={(file) => void pick(file)} accept="image/png,image/jpeg,image/webp,image/gif">
          {(props) => (
            <Button
              {...props}
              variant="default"
              loading={busy}
              leftSection={<IconPhoto size={16} aria-hidden="true" />}
            >
              {t('editing.form.uploadImage')}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => onChange(null)}
          >
            {t('editing.form.removeImage')}
          </Button>
        )}
      </Group>
      {error && (
        <Alert color="red" mt="xs" role="alert" py={6}>
          {error}
        </Alert>
      )}
    </Fieldset>
  );
}

type Failure = { text: string; reload: boolean; upgrade?: boolean };

/** Why a save failed, with a reload when the lock was lost and the way up at a plan's limit. */
function SaveFailure({ failure }: { failure: Failure }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between">
        <span>{failure.text}</span>
        {failure.reload && (
          <Button size="xs" onClick={() => window.location.reload()}>
            {t('editing.reload')}
          </Button>
        )}
        {failure.upgrade && (
          <Anchor component={Link} to="/admin/companies#upgrade" size="sm">
            {t('editing.form.askUpgrade')}
          </Anchor>
        )}
      </Group>
    </Alert>
  );
}

/** The footer under a coach's copy: custom or standard, with the standard text written for a coach. */
function CoachFooterFields({
  form,
  course,
  coachOptions,
  onFailure,
}: {
  form: UseFormReturnType<CourseFormValues>;
  course: AdminCourse | undefined;
  coachOptions: { value: string; label: string }[];
  onFailure: (failure: Failure | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const [footerText, footerTexting] = useAddFooterCoachTextMutation();
  const [footerCoach, setFooterCoach] = useState<string | null>(
    course?.Coaches[0] ? String(course.Coaches[0]) : null,
  );

  const writeFooter = async () => {
    if (!course || !footerCoach) return;
    onFailure(null);
    try {
      const result = await footerText({ CourseId: course.Id, UserId: Number(footerCoach) }).unwrap();
      form.setFieldValue('FooterMentorCopyUseCustomText', result.UseCustomText);
      form.setFieldValue('FooterMentorCopyText', result.Text);
    } catch (error) {
      const lost = errorCodeOf(error) === 'LOCK_LOST';
      onFailure({
        text: lost ? t('editing.lockLostTitle') : describeCallError(error, t, i18n.language),
        reload: lost,
      });
    }
  };

  return (
    <Fieldset legend={t('editing.form.footer')}>
      <Stack gap="sm">
        <Switch
          label={t('editing.form.footerCustom')}
          {...form.getInputProps('FooterMentorCopyUseCustomText', { type: 'checkbox' })}
        />
        <Textarea
          label={t('editing.form.footerText')}
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('FooterMentorCopyText')}
        />
        <Group align="flex-end" gap="sm">
          <Select
            label={t('editing.form.footerCoach')}
            data={coachOptions}
            value={footerCoach}
            onChange={setFooterCoach}
            disabled={!course}
            w={240}
          />
          <Button
            variant="default"
            disabled={!course || !footerCoach}
            loading={footerTexting.isLoading}
            onClick={() => void writeFooter()}
          >
            {t('editing.form.footerStandard')}
          </Button>
        </Group>
        {!course && (
          <Alert color="gray" py={6}>
            {t('editing.form.footerNeedsCourse')}
          </Alert>
        )}
      </Stack>
    </Fieldset>
  );
}

/** Whether certificates expire, and after how many months (asked only when they do). */
function CertificateExpiryFields({ form }: { form: UseFormReturnType<CourseFormValues> }) {
  const { t } = useTranslation();
  const expires = form.getValues().CertificateExpires;
  return (
    <Group align="flex-start" gap="lg">
      <Switch
        mt="xl"
        label={t('editing.form.certificateExpires')}
        {...form.getInputProps('CertificateExpires', { type: 'checkbox' })}
      />
      {expires && (
        <NumberInput
          label={t('editing.form.validity')}
          required
          min={1}
          max={600}
          w={220}
          {...form.getInputProps('CertificateValidityMonths')}
        />
      )}
    </Group>
  );
}

export function CourseSettingsForm({ course, onSaved, onCancel }: CourseSettingsFormProps) {
  const { t, i18n } = useTranslation();
  const [save, saving] = useSaveCourseMutation();
  const staff = useGetStaffUsersQuery();
  const [failure, setFailure] = useState<Failure | null>(null);

  const form = useForm<CourseFormValues>({
    mode: 'controlled',
    initialValues: course ? valuesOf(course) : emptyCourseValues(),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validateCourse(values)).map(([field, key]) => [
          field,
          t(`editing.form.errors.${key}`),
        ]),
      ),
  });
  const coachOptions = (staff.data ?? []).map((u) => ({ value: String(u.Id), label: u.Name }));

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      onSaved(await save(saveInputOf(values, course?.Id)).unwrap());
    } catch (error) {
      if (errorCodeOf(error) === 'COURSE_CODE_TAKEN')
        form.setFieldError('Code', describeCallError(error, t, i18n.language));
      const lost = errorCodeOf(error) === 'LOCK_LOST';
      setFailure({
        text: lost ? t('editing.lockLostTitle') : describeCallError(error, t, i18n.language),
        reload: lost,
        // A plan's limit (or its trial's end) offers the way up: the company page's request.
        upgrade: /^(PLAN_LIMIT_|TRIAL_ENDED)/.test(errorCodeOf(error) ?? ''),
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('editing.form.title')}
            required
            maxLength={200}
            {...form.getInputProps('Name')}
          />
          <TextInput
            label={t('editing.form.code')}
            description={t('editing.form.codeHint')}
            required
            maxLength={32}
            {...form.getInputProps('Code')}
          />
        </SimpleGrid>
        <Textarea
          label={t('editing.form.description')}
          autosize
          minRows={2}
          maxLength={5000}
          {...form.getInputProps('Description')}
        />
        <ImageField value={form.getValues().Image} onChange={(url) => form.setFieldValue('Image', url)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('editing.form.language')}
            data={[
              { value: 'en', label: t('editing.form.languages.en') },
              { value: 'sv', label: t('editing.form.languages.sv') },
            ]}
            allowDeselect={false}
            {...form.getInputProps('Language')}
          />
          <Select
            label={t('editing.form.certificateTemplate')}
            data={[
              { value: '', label: t('editing.form.noCertificate') },
              ...CERTIFICATE_TEMPLATES.map((name) => ({
                value: name,
                label: t(`editing.form.templates.${name}`),
              })),
            ]}
            allowDeselect={false}
            {...form.getInputProps('CertificateTemplate')}
          />
        </SimpleGrid>
        <CertificateExpiryFields form={form} />
        <Radio.Group label={t('editing.form.progressEvent')} {...form.getInputProps('CourseProgressEvent')}>
          <Group mt={6}>
            <Radio value="1" label={t('editing.form.progressEvents.1')} />
            <Radio value="2" label={t('editing.form.progressEvents.2')} />
          </Group>
        </Radio.Group>
        <MultiSelect
          label={t('editing.form.coaches')}
          description={t('editing.form.coachesHint')}
          data={coachOptions}
          searchable
          {...form.getInputProps('Coaches')}
        />
        <CoachFooterFields form={form} course={course} coachOptions={coachOptions} onFailure={setFailure} />
        {failure && <SaveFailure failure={failure} />}
        <DialogActions onCancel={onCancel} loading={saving.isLoading} />
      </Stack>
    </form>
  );
}
