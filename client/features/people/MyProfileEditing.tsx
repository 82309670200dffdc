// The editable parts of /MyProfile: the person's details (SPEC §3 user profile, XP on or off,
// language), their photo (at most 2 MB, SPEC §5) and their password (every other session ends).
import { Avatar, Button, FileButton, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_FOLDERS } from '../../../shared/uploads';
import { asCallError } from '../../api/callError';
import { describeCallError } from '../../api/describeError';
import { uploadFile } from '../../api/upload';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { FormError } from '../../components/FormError';
import { PageLoader } from '../../components/PageLoader';
import { showToast } from '../../components/toast';
import { passwordProblemText } from '../../session/passwordText';
import { ownProfileChanged, selectSessionUser } from '../../session/sessionUser';
import { rememberAvatar } from '../../session/storage';
import { ProfileFieldsForm } from './ProfileFieldsForm';
import { useChangePasswordMutation, useGetMyProfileQuery, useSaveMyProfileMutation } from './peopleApi';

/** The spec's profile failure texts: a refused field, else the server's trouble. */
function useProfileFailure() {
  const { t, i18n } = useTranslation();
  return (thrown: unknown) => {
    const failed = asCallError(thrown);
    // A refusal (a field, the rate limit) says what it was; the server's own trouble, or no
    // reply at all, is the profile's server-error text rather than a general one.
    const text =
      failed.kind === 'network' || failed.httpStatus >= 500
        ? t('people.myProfile.serverError')
        : describeCallError(thrown, t, i18n.language);
    showToast({ message: text, color: 'red' });
  };
}

export function MyDetails() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const fail = useProfileFailure();
  const { data: profile, isLoading } = useGetMyProfileQuery();
  const [save, saving] = useSaveMyProfileMutation();
  if (isLoading || !profile) return <PageLoader />;
  return (
    <ProfileFieldsForm
      initial={profile}
      saving={saving.isLoading}
      collectXpHint={t('people.myProfile.collectXpHint')}
      onSave={async (fields) => {
        try {
          const saved = await save(fields).unwrap();
          dispatch(
            ownProfileChanged({
              FirstName: saved.FirstName,
              LastName: saved.LastName,
              CollectXp: saved.CollectXp,
            }),
          );
          if (saved.Language !== i18n.language) void i18n.changeLanguage(saved.Language);
          showToast({ message: t('people.saved'), color: 'green' });
        } catch (thrown) {
          fail(thrown);
        }
      }}
    />
  );
}

export function MyPhoto() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    // Checked here first so a large photo is not sent for nothing; the server checks again.
    if (file.size > UPLOAD_FOLDERS['profile/'].maxBytes) return setError(t('errors.FILE_TOO_LARGE'));
    setError(null);
    setBusy(true);
    try {
      const { url } = await uploadFile(file, 'profile/');
      dispatch(ownProfileChanged({ Avatar: url }));
      rememberAvatar(url);
      showToast({ message: t('people.myProfile.photoSaved'), color: 'green' });
    } catch (thrown) {
      setError(describeCallError(thrown, t, i18n.language));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <Group gap="md">
        <Avatar src={user?.Avatar ?? null} size={72} radius="xl" alt="">
          {user?.FirstName.charAt(0)}
          {user?.LastName.charAt(0)}
        </Avatar>
        <FileButton
          onChange={(file) => void upload(file)}
          accept={UPLOAD_FOLDERS['profile/'].types.join(',')}
        >
          {(props) => (
            <Button variant="light" loading={busy} {...props}>
              {t('people.myProfile.choosePhoto')}
            </Button>
          )}
        </FileButton>
      </Group>
      <FormError message={error} />
    </Stack>
  );
}

export function MyPassword() {
  const { t, i18n } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  const [change, { isLoading }] = useChangePasswordMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { CurrentPassword: '', Password: '', Password2: '' },
  });
  const submit = form.onSubmit(async (values) => {
    if (!values.CurrentPassword || !values.Password || !values.Password2)
      return setError(t('password.missing'));
    if (values.Password !== values.Password2) return setError(t('errors.PASSWORDS_DIFFER'));
    const weak = passwordProblemText(values.Password, user?.Username ?? '', t);
    if (weak) return setError(weak);
    setError(null);
    try {
      const ended = await change(values).unwrap();
      form.reset();
      showToast({
        message:
          ended > 0
            ? t('people.myProfile.passwordChangedEnded', { count: ended })
            : t('people.myProfile.passwordChanged'),
        color: 'green',
      });
    } catch (thrown) {
      setError(describeCallError(thrown, t, i18n.language));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <FormError message={error} />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
          label={t('people.myProfile.currentPassword')}
          autoComplete="current-password"
          key={form.key('CurrentPassword')}
          {...form.getInputProps('CurrentPassword')}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
          label={t('people.myProfile.newPassword')}
          description={t('password.hint')}
          autoComplete="new-password"
          key={form.key('Password')}
          {...form.getInputProps('Password')}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
          label={t('people.myProfile.repeatPassword')}
          autoComplete="new-password"
          key={form.key('Password2')}
          {...form.getInputProps('Password2')}
        />
        <Group>
          <Button type="submit" loading={isLoading}>
            {t('people.myProfile.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
