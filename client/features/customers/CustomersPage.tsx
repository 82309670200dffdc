// /customers (type 2): the companies and persons the school invoices, searched by name, email or
// VAT number, each with the VAT its invoices carry; made and changed in a modal, removed when
// they have no invoices (the server says so when they do).
import { Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DataTable } from 'mantine-datatable';
import { useDataTableTexts } from '../../components/dataTableTexts';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeCallError } from '../../api/describeError';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { countryName } from '../../components/commerce/countries';
import { VatTreatmentBadge } from '../../components/commerce/VatTreatmentBadge';
import type { PageProps } from '../../components/page';
import { showToast } from '../../components/toast';
import { CustomerFormModal } from './CustomerFormModal';
import { type CustomerRow, useGetCustomersQuery, useRemoveCustomerMutation } from './customersApi';

/** Which modal is open: the form (for a new customer or one to change) or the removal. */
type Open = { form: CustomerRow | null } | { remove: CustomerRow } | null;

/** A customer's edit and remove buttons, named for the customer. */
function RowActions({
  customer,
  onEdit,
  onRemove,
}: {
  customer: CustomerRow;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="subtle"
        aria-label={t('customers.editLabel', { name: customer.Name })}
        onClick={onEdit}
      >
        {t('customers.edit')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red.9"
        // The subtle variant's own red is too light on white (WCAG AA).
        c="red.9"
        aria-label={t('customers.removeLabel', { name: customer.Name })}
        onClick={onRemove}
      >
        {t('customers.remove')}
      </Button>
    </Group>
  );
}

export default function CustomersPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const tableTexts = useDataTableTexts();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { data = [], isFetching, error, refetch } = useGetCustomersQuery(debounced || undefined);
  const [remove, { isLoading: removing }] = useRemoveCustomerMutation();
  const [open, setOpen] = useState<Open>(null);

  const removeNow = async (customer: CustomerRow) => {
    try {
      await remove(customer.Id).unwrap();
      showToast({ message: t('customers.removed'), color: 'green' });
    } catch (thrown) {
      showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });
    }
    setOpen(null);
  };

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t(`pages.${titleKey}`)}</Title>
          <Button onClick={() => setOpen({ form: null })}>{t('customers.new')}</Button>
        </Group>
        <TextInput
          label={t('customers.search')}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={300}
        />
        {error ? (
          <Group gap="sm">
            <Text c="red.9" role="alert">
              {describeCallError(error, t, i18n.language)}
            </Text>
            <Button variant="default" size="xs" onClick={() => void refetch()}>
              {t('customers.retry')}
            </Button>
          </Group>
        ) : (
          <DataTable<CustomerRow>
            {...tableTexts.base}
            withTableBorder
            borderRadius="md"
            highlightOnHover
            minHeight={160}
            idAccessor="Id"
            records={data}
            fetching={isFetching}
            noRecordsText={t('customers.empty')}
            columns={[
              { accessor: 'Name', title: t('customers.columns.name') },
              {
                accessor: 'Kind',
                title: t('customers.columns.kind'),
                render: (c) => t(`customers.kinds.${c.Kind}`),
              },
              { accessor: 'Email', title: t('customers.columns.email') },
              {
                accessor: 'Country',
                title: t('customers.columns.country'),
                render: (c) => countryName(c.Country, i18n.language),
              },
              { accessor: 'VatNumber', title: t('customers.columns.vatNumber') },
              {
                accessor: 'VatTreatment',
                title: t('customers.columns.vat'),
                render: (c) => <VatTreatmentBadge treatment={c.VatTreatment} />,
              },
              { accessor: 'InvoiceCount', title: t('customers.columns.invoices'), textAlign: 'right' },
              {
                accessor: 'actions',
                title: t('customers.columns.actions'),
                textAlign: 'right',
                render: (c) => (
                  <RowActions
                    customer={c}
                    onEdit={() => setOpen({ form: c })}
                    onRemove={() => setOpen({ remove: c })}
                  />
                ),
              },
            ]}
          />
        )}
      </Stack>
      <CustomerFormModal
        opened={open !== null && 'form' in open}
        customer={open !== null && 'form' in open ? open.form : null}
        onClose={() => setOpen(null)}
      />
      <ConfirmDialog
        opened={open !== null && 'remove' in open}
        title={t('customers.removeTitle')}
        message={
          open !== null && 'remove' in open ? t('customers.removeMessage', { name: open.remove.Name }) : ''
        }
        confirmLabel={t('customers.remove')}
        danger
        loading={removing}
        onConfirm={() => {
          if (open !== null && 'remove' in open) void removeNow(open.remove);
        }}
        onClose={() => setOpen(null)}
      />
    </Container>
  );
}
