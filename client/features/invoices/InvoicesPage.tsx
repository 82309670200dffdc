// /invoices (type 2): invoices and credit notes, newest first, paged on the server, filtered by
// status and overdue and searched; "New invoice" opens the editor, a row opens the invoice in a
// drawer with its actions. Open lists and invoices follow `invoice:changed`.
import { Button, Checkbox, Container, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DataTable } from 'mantine-datatable';
import { useDataTableTexts } from '../../components/dataTableTexts';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { INVOICE_STATUSES } from '../../../shared/calls/invoices';
import { describeCallError } from '../../api/describeError';
import { formatDay } from '../../components/commerce/days';
import { useMoney } from '../../components/commerce/useMoney';
import { type PageProps, parseIdParam } from '../../components/page';
import { InvoiceDrawer } from './InvoiceDrawer';
import { InvoiceEditorModal } from './InvoiceEditorModal';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import {
  type InvoiceQuery,
  type InvoiceStatus,
  type InvoiceSummary,
  useGetInvoicesQuery,
} from './invoicesApi';
import { invoiceTitle } from './invoiceTitle';

const PAGE_SIZE = 25;

function useOpenInvoice(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const id = parseIdParam(params.get('invoice') ?? undefined);
  const open = (next: number | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === null) updated.delete('invoice');
        else updated.set('invoice', String(next));
        return updated;
      },
      { replace: next === null },
    );
  return [id > 0 ? id : null, open];
}

/** One page of invoices; a row (or its number) opens the invoice. */
function InvoicesTable({
  records,
  total,
  fetching,
  page,
  onPage,
  openId,
  onOpen,
}: {
  records: InvoiceSummary[];
  total: number;
  fetching: boolean;
  page: number;
  onPage: (page: number) => void;
  openId: number | null;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const tableTexts = useDataTableTexts();
  const money = useMoney();
  return (
    <DataTable<InvoiceSummary>
      {...tableTexts.base}
      {...tableTexts.pagination}
      withTableBorder
      borderRadius="md"
      highlightOnHover
      minHeight={200}
      idAccessor="Id"
      records={records}
      fetching={fetching}
      totalRecords={total}
      recordsPerPage={PAGE_SIZE}
      page={page}
      onPageChange={onPage}
      noRecordsText={t('invoices.empty')}
      onRowClick={({ record }) => onOpen(record.Id)}
      rowStyle={(i) => (i.Id === openId ? { background: 'var(--mantine-primary-color-light)' } : undefined)}
      columns={[
        {
          accessor: 'Number',
          title: t('invoices.columns.number'),
          render: (i) => (
            <Button
              variant="subtle"
              size="compact-sm"
              aria-label={invoiceTitle(i, t)}
              onClick={(e) => {
                // The row opens it too: once is enough.
                e.stopPropagation();
                onOpen(i.Id);
              }}
            >
              {i.Number ?? t('invoices.draftNumber')}
            </Button>
          ),
        },
        { accessor: 'CustomerName', title: t('invoices.columns.customer') },
        {
          accessor: 'IssueDate',
          title: t('invoices.columns.issued'),
          render: (i) => (i.IssueDate ? formatDay(i.IssueDate, i18n.language) : ''),
        },
        {
          accessor: 'DueDate',
          title: t('invoices.columns.due'),
          render: (i) => (i.DueDate ? formatDay(i.DueDate, i18n.language) : ''),
        },
        {
          accessor: 'TotalMinor',
          title: t('invoices.columns.total'),
          textAlign: 'right',
          render: (i) => money(i.TotalMinor, i.Currency),
        },
        {
          accessor: 'PaidMinor',
          title: t('invoices.columns.paid'),
          textAlign: 'right',
          render: (i) => (i.Status === 'draft' ? '' : money(i.PaidMinor, i.Currency)),
        },
        {
          accessor: 'Status',
          title: t('invoices.columns.status'),
          render: (i) => <InvoiceStatusBadge invoice={i} />,
        },
      ]}
    />
  );
}

export default function InvoicesPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<InvoiceStatus | null>(null);
  const [overdue, setOverdue] = useState(false);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [openId, open] = useOpenInvoice();
  const query: InvoiceQuery = {
    page,
    limit: PAGE_SIZE,
    ...(status && { Status: status }),
    ...(overdue && { Overdue: true }),
    ...(debounced && { Search: debounced }),
  };
  const { data, isFetching, error, refetch } = useGetInvoicesQuery(query);
  /** A filter change starts again from the first page. */
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t(`pages.${titleKey}`)}</Title>
          <Button onClick={() => setCreating(true)}>{t('invoices.new')}</Button>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('invoices.search')}
            type="search"
            value={search}
            onChange={(e) => filter(setSearch)(e.currentTarget.value)}
            w={260}
          />
          <Select
            label={t('invoices.status')}
            placeholder={t('invoices.anyStatus')}
            data={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`invoices.statuses.${s}`) }))}
            value={status}
            onChange={(v) => filter(setStatus)(v as InvoiceStatus | null)}
            clearable
            w={180}
          />
          <Checkbox
            label={t('invoices.overdueOnly')}
            checked={overdue}
            onChange={(e) => filter(setOverdue)(e.currentTarget.checked)}
            mb={8}
          />
        </Group>
        {error ? (
          <Group gap="sm">
            <Text c="red.9" role="alert">
              {describeCallError(error, t, i18n.language)}
            </Text>
            <Button variant="default" size="xs" onClick={() => void refetch()}>
              {t('invoices.retry')}
            </Button>
          </Group>
        ) : (
          <InvoicesTable
            records={data?.data ?? []}
            total={data?.pagination.total ?? 0}
            fetching={isFetching}
            page={page}
            onPage={setPage}
            openId={openId}
            onOpen={open}
          />
        )}
      </Stack>
      <InvoiceEditorModal
        opened={creating}
        invoice={null}
        onClose={() => setCreating(false)}
        onSaved={(saved) => open(saved.Id)}
      />
      <InvoiceDrawer id={openId} onOpen={open} onClose={() => open(null)} />
    </Container>
  );
}
