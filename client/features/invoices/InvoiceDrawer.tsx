// One invoice opened from the list, in a drawer beside it: its details and its actions. Its id
// is in the address (?invoice=<Id>), so an invoice can be linked to and reloaded.
import { Button, Drawer, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeCallError } from '../../api/describeError';
import { PageLoader } from '../../components/PageLoader';
import { InvoiceActions } from './InvoiceActions';
import { InvoiceDetailView } from './InvoiceDetailView';
import { InvoiceEditorModal } from './InvoiceEditorModal';
import { useGetInvoiceQuery } from './invoicesApi';
import { invoiceTitle } from './invoiceTitle';

export function InvoiceDrawer({
  id,
  onOpen,
  onClose,
}: {
  id: number | null;
  onOpen: (id: number) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { data: invoice, error, isFetching, refetch } = useGetInvoiceQuery(id ?? 0, { skip: id === null });
  const [editing, setEditing] = useState(false);
  const shown = invoice && invoice.Id === id ? invoice : null;
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={shown ? invoiceTitle(shown, t) : t('pages.invoices')}
      closeButtonProps={{ 'aria-label': t('invoices.close') }}
    >
      {shown ? (
        <Stack gap="md">
          <InvoiceActions
            invoice={shown}
            onEdit={() => setEditing(true)}
            onRemoved={onClose}
            onOpen={onOpen}
          />
          <InvoiceDetailView invoice={shown} onOpen={onOpen} />
          <InvoiceEditorModal
            opened={editing}
            invoice={shown}
            onClose={() => setEditing(false)}
            onSaved={() => setEditing(false)}
          />
        </Stack>
      ) : error && !isFetching ? (
        <Stack gap="sm" align="flex-start">
          <Text c="red.9" role="alert">
            {describeCallError(error, t, i18n.language)}
          </Text>
          <Button variant="default" size="xs" onClick={() => void refetch()}>
            {t('invoices.retry')}
          </Button>
        </Stack>
      ) : (
        <PageLoader />
      )}
    </Drawer>
  );
}
