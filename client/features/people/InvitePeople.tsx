// "Invite people" on /users (admins): addresses typed one a line or a CSV file (email, first
// name, last name), the user type, courses to grant and the language of the mail. The server
// checks every row and invites all or nobody; the rows at fault are listed with their line.
import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Textarea,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_TYPE } from '../../../shared/access';
import type { InviteRowProblem } from '../../../shared/invitations';
import { LOCALES, type Locale } from '../../../shared/site';
import { asCallError } from '../../api/callError';
import { describeCallError } from '../../api/describeError';
import { showToast } from '../../components/toast';
import { useGetGrantableCoursesQuery, useInvitePeopleMutation } from './peopleApi';

type Role = typeof USER_TYPE.student | typeof USER_TYPE.coach | typeof USER_TYPE.admin;

/** The per-row problems of a refused invitation, if that is what the failure is. */
function rowProblemsOf(thrown: unknown): InviteRowProblem[] {
  const failure = asCallError(thrown);
  if (failure.kind === 'network' || failure.failure.error_code !== 'INVITE_ROWS_INVALID') return [];
  return (failure.failure.data as { Rows?: InviteRowProblem[] } | undefined)?.Rows ?? [];
}

function InviteForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const { data: courses = [] } = useGetGrantableCoursesQuery();
  const [invite, { isLoading }] = useInvitePeopleMutation();
  const [emails, setEmails] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [role, setRole] = useState<string>(String(USER_TYPE.student));
  const [courseIds, setCourseIds] = useState<string[]>([]);
  const [language, setLanguage] = useState<Locale>(i18n.language.startsWith('sv') ? 'sv' : 'en');
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<InviteRowProblem[]>([]);

  const send = async () => {
    setError(null);
    setProblems([]);
    const csv = file ? await file.text() : undefined;
    try {
      const invited = await invite({
        Emails: emails.split('\n'),
        ...(csv && { Csv: csv }),
        UserType: Number(role) as Role,
        CourseIds: courseIds.map(Number),
        Language: language,
      }).unwrap();
      showToast({ message: t('people.invite.sent', { count: invited.length }), color: 'green' });
      onDone();
    } catch (thrown) {
      setError(describeCallError(thrown, t, i18n.language));
      setProblems(rowProblemsOf(thrown));
    }
  };

  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert" title={error}>
          {problems.length > 0 && (
            <List size="sm" data-testid="invite-problems">
              {problems.map((p) => (
                <List.Item key={`${p.Source}-${p.Row}-${p.Field}`}>
                  {t(`people.invite.where.${p.Source}`, { row: p.Row })}:{' '}
                  {t(`people.invite.problems.${p.Problem}`, {
                    field: t(`people.invite.fields.${p.Field}`),
                    value: p.Value,
                  })}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      <Textarea
        label={t('people.invite.emails')}
        description={t('people.invite.emailsHint')}
        value={emails}
        onChange={(e) => setEmails(e.currentTarget.value)}
        autosize
        minRows={3}
        error={problems.some((p) => p.Source === 'Emails') || undefined}
      />
      <FileInput
        label={t('people.invite.csv')}
        description={t('people.invite.csvHint')}
        accept=".csv,text/csv"
        value={file}
        onChange={setFile}
        clearable
        error={problems.some((p) => p.Source === 'Csv') || undefined}
      />
      <Group grow align="flex-start">
        <Select
          label={t('people.invite.role')}
          data={([USER_TYPE.student, USER_TYPE.coach, USER_TYPE.admin] as const).map((v) => ({
            value: String(v),
            label: t(`people.types.${v}`),
          }))}
          value={role}
          onChange={(v) => v && setRole(v)}
          allowDeselect={false}
        />
        <Select
          label={t('people.invite.language')}
          data={LOCALES.map((l) => ({ value: l, label: t(`people.invite.languages.${l}`) }))}
          value={language}
          onChange={(v) => v && setLanguage(v as Locale)}
          allowDeselect={false}
        />
      </Group>
      <MultiSelect
        label={t('people.invite.courses')}
        data={courses.map((c) => ({ value: String(c.Id), label: c.Name }))}
        value={courseIds}
        onChange={setCourseIds}
        searchable
        clearable
      />
      <Group justify="flex-end">
        <Button onClick={() => void send()} loading={isLoading} disabled={!emails.trim() && !file}>
          {t('people.invite.send')}
        </Button>
      </Group>
    </Stack>
  );
}

export function InvitePeople() {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button onClick={dialog.open}>{t('people.invite.open')}</Button>
      <Modal
        opened={opened}
        onClose={dialog.close}
        title={t('people.invite.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('people.invite.close') }}
      >
        {opened && <InviteForm onDone={dialog.close} />}
      </Modal>
    </>
  );
}
