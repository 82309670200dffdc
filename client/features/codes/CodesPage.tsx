// /codes (staff, SPEC §2, §3): make registration codes for courses, one or many at once, and
// follow them: status, expiry, courses, usage (live as people redeem them), CSV export.
import {
  Badge,
  Button,
  Code,
  Container,
  Group,
  MultiSelect,
  NumberInput,
  Stack,
  Table,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDownload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { describeCallError } from '../../api/describeError';
import { CreateFormCard } from '../../components/CreateFormCard';
import { ListTable } from '../../components/ListTable';
import { PageLoader } from '../../components/PageLoader';
import type { PageProps } from '../../components/page';
import { showToast } from '../../components/toast';
import { shownCodeStatus, todayUtc } from './codeStatus';
import {
  type CodeRow,
  useCreateCodesMutation,
  useExportCodesMutation,
  useGetCodeCoursesQuery,
  useGetCodesQuery,
  useSaveCodeMutation,
} from './codesApi';

function download(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

interface NewCodes {
  Count: number | string;
  CourseIds: string[];
  Description: string;
  ExpiresAt: string;
  UsageLimit: number | string;
}

function CreateCodesForm() {
  const { t, i18n } = useTranslation();
  const { data: courses } = useGetCodeCoursesQuery();
  const [create, { isLoading }] = useCreateCodesMutation();
  const form = useForm<NewCodes>({
    initialValues: { Count: 1, CourseIds: [], Description: '', ExpiresAt: '', UsageLimit: 1 },
    validate: {
      CourseIds: (v) => (v.length === 0 ? t('codes.create.coursesRequired') : null),
      Count: (v) => (Number(v) >= 1 && Number(v) <= 500 ? null : t('codes.create.countRange')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const made = await create({
        Count: Number(values.Count),
        CourseIds: values.CourseIds.map(Number),
        Description: values.Description.trim(),
        ExpiresAt: values.ExpiresAt === '' ? null : values.ExpiresAt,
        UsageLimit: values.UsageLimit === '' ? null : Number(values.UsageLimit),
      }).unwrap();
      showToast({ message: t('codes.create.made', { count: made.length }), color: 'green' });
      form.reset();
    } catch (thrown) {
      showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });
    }
  });

  return (
    <CreateFormCard
      title={t('codes.create.title')}
      onSubmit={submit}
      submitLabel={t('codes.create.submit')}
      submitting={isLoading}
    >
      <MultiSelect
        label={t('codes.create.courses')}
        required
        searchable
        data={(courses ?? []).map((c) => ({ value: String(c.Id), label: c.Name }))}
        {...form.getInputProps('CourseIds')}
      />
      <TextInput label={t('codes.create.description')} {...form.getInputProps('Description')} />
      <Group grow align="flex-start">
        <NumberInput label={t('codes.create.count')} min={1} max={500} {...form.getInputProps('Count')} />
        <NumberInput
          label={t('codes.create.usageLimit')}
          description={t('codes.create.usageLimitHint')}
          min={1}
          {...form.getInputProps('UsageLimit')}
        />
        <TextInput type="date" label={t('codes.create.expires')} {...form.getInputProps('ExpiresAt')} />
      </Group>
    </CreateFormCard>
  );
}

function CodeStatus({ code }: { code: CodeRow }) {
  const { t, i18n } = useTranslation();
  const [save, { isLoading }] = useSaveCodeMutation();
  const next = code.Status === 'active' ? 'inactive' : 'active';
  const toggle = async () => {
    try {
      await save({ Id: code.Id, Status: next }).unwrap();
    } catch (thrown) {
      showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });
    }
  };
  const shown = shownCodeStatus(code, todayUtc());
  const badge = (
    <Badge color={shown === 'active' ? 'teal.9' : shown === 'expired' ? 'red.9' : 'gray.7'}>
      {t(`codes.status.${shown}`)}
    </Badge>
  );
  if (shown === 'expired') return badge;
  return (
    <Group gap="xs" wrap="nowrap">
      {badge}
      <Button
        size="compact-xs"
        variant="subtle"
        loading={isLoading}
        onClick={() => void toggle()}
        aria-label={t(next === 'active' ? 'codes.list.activateCode' : 'codes.list.deactivateCode', {
          code: code.Code,
        })}
      >
        {t(next === 'active' ? 'codes.list.activate' : 'codes.list.deactivate')}
      </Button>
    </Group>
  );
}

export default function CodesPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const { data, isLoading } = useGetCodesQuery();
  const [exportCsv, { isLoading: exporting }] = useExportCodesMutation();

  const runExport = async () => {
    try {
      const file = await exportCsv().unwrap();
      download(file.FileName, file.Csv);
    } catch {
      showToast({ message: t('codes.list.exportFailed'), color: 'red' });
    }
  };

  if (isLoading) return <PageLoader />;
  const codes = data ?? [];
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{t(`pages.${titleKey}`)}</Title>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={exporting}
            onClick={() => void runExport()}
          >
            {t('codes.list.export')}
          </Button>
        </Group>
        <CreateCodesForm />
        <ListTable
          heads={[
            t('codes.list.code'),
            t('codes.list.description'),
            t('codes.list.status'),
            t('codes.list.expires'),
            t('codes.list.courses'),
            t('codes.list.usage'),
            t('codes.list.created'),
          ]}
          empty={t('codes.list.empty')}
          isEmpty={codes.length === 0}
          minWidth={900}
        >
          {codes.map((code) => (
            <Table.Tr key={code.Id} data-code={code.Code}>
              <Table.Td>
                <Code>{code.Code}</Code>
              </Table.Td>
              <Table.Td>{code.Description}</Table.Td>
              <Table.Td>
                <CodeStatus code={code} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{code.ExpiresAt ?? t('codes.list.noEnd')}</Table.Td>
              <Table.Td>{code.Courses.map((c) => c.Name).join(', ')}</Table.Td>
              <Table.Td data-testid="usage">
                {code.UsageLimit === null
                  ? t('codes.list.usedUnlimited', { count: code.UsageCount })
                  : t('codes.list.usedOf', { count: code.UsageCount, limit: code.UsageLimit })}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {dayjs(code.CreatedAt).format('YYYY-MM-DD')}
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </Stack>
    </Container>
  );
}
