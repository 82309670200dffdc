// A company's people on its page: adding a member by email, and inviting people with a link
// (CompaniesPage.tsx shows the company and lists them).
import { Button, FileInput, Group, Stack, Textarea } from '@mantine/core';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeCallError } from '../../api/describeError';
import { showToast } from '../../components/toast';
import { PersonPicker } from '../people';
import { type CompanyDetail, useAddCompanyMemberMutation, useInviteUsersMutation } from './companiesApi';

export function useFail() {
  const { t, i18n } = useTranslation();
  return (thrown: unknown) =>
    showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });
}

export function AddMember({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  const fail = useFail();
  const [chosen, setChosen] = useState<number | null>(null);
  const [add, { isLoading }] = useAddCompanyMemberMutation();
  const addNow = async () => {
    if (chosen === null) return;
    try {
      await add({ CompanyId: company.Id, UserId: chosen }).unwrap();
      setChosen(null);
    } catch (thrown) {
      fail(thrown);
    }
  };
  return (
    <Group align="flex-end" gap="sm">
      <PersonPicker
        label={t('companies.addMember')}
        placeholder={t('companies.addMemberPlaceholder')}
        value={chosen}
        onChange={setChosen}
        exclude={new Set(company.MemberList.map((m) => m.Id))}
      />
      <Button onClick={() => void addNow()} disabled={chosen === null} loading={isLoading}>
        {t('companies.add')}
      </Button>
    </Group>
  );
}

export function Invite({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  const fail = useFail();
  const [emails, setEmails] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [invite, { isLoading }] = useInviteUsersMutation();
  const send = async () => {
    const typed = emails
      .split(/[\s,;]+/)
      .map((e) => e.trim())
      .filter(Boolean);
    const csv = file ? await file.text() : undefined;
    try {
      const result = await invite({
        CompanyId: company.Id,
        Emails: typed,
        ...(csv && { Csv: csv }),
      }).unwrap();
      if (result.Invited.length > 0)
        showToast({ message: t('companies.invited', { count: result.Invited.length }), color: 'green' });
      if (result.Added.length > 0)
        showToast({ message: t('companies.addedExisting', { count: result.Added.length }), color: 'green' });
      setEmails('');
      setFile(null);
    } catch (thrown) {
      fail(thrown);
    }
  };
  return (
    <Stack gap="sm">
      <Textarea
        label={t('companies.inviteEmails')}
        value={emails}
        onChange={(e) => setEmails(e.currentTarget.value)}
        autosize
        minRows={2}
      />
      <FileInput
        label={t('companies.inviteCsv')}
        accept=".csv,text/csv"
        value={file}
        onChange={setFile}
        clearable
      />
      <Group justify="flex-end">
        <Button onClick={() => void send()} loading={isLoading} disabled={!emails.trim() && !file}>
          {t('companies.sendInvites')}
        </Button>
      </Group>
    </Stack>
  );
}
