// The actions an invoice offers by its status (invoiceRules.ts): a draft is changed, removed or
// sent; a sent invoice takes payments or is credited; a credit note takes its refund. Sending,
// removing and crediting are asked once more, since none can be undone.
import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeCallError } from '../../api/describeError';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { showToast } from '../../components/toast';
import { downloadInvoicePdf } from './downloadInvoice';
import { actionsFor } from './invoiceRules';
import {
  type InvoiceDetail,
  useCreditInvoiceMutation,
  useRemoveInvoiceMutation,
  useSendInvoiceMutation,
} from './invoicesApi';
import { PaymentModal } from './PaymentModal';

type Asking = 'remove' | 'send' | 'credit' | 'payment' | null;

/** The actions asked once more, since none can be undone: what the question says and what it does. */
function useConfirmedActions(
  invoice: InvoiceDetail,
  { onRemoved, onOpen, done }: { onRemoved: () => void; onOpen: (id: number) => void; done: () => void },
) {
  const { t, i18n } = useTranslation();
  const [remove, removing] = useRemoveInvoiceMutation();
  const [send, sending] = useSendInvoiceMutation();
  const [credit, crediting] = useCreditInvoiceMutation();
  const fail = (thrown: unknown) =>
    showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });

  const run = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (thrown) {
      fail(thrown);
    }
    done();
  };

  return {
    remove: {
      title: t('invoices.actions.removeTitle'),
      message: t('invoices.actions.removeMessage'),
      label: t('invoices.actions.remove'),
      loading: removing.isLoading,
      danger: true,
      go: () =>
        run(async () => {
          await remove(invoice.Id).unwrap();
          showToast({ message: t('invoices.actions.removed'), color: 'green' });
          onRemoved();
        }),
    },
    send: {
      title: t('invoices.actions.sendTitle'),
      message: invoice.Customer.Email
        ? t('invoices.actions.sendMessage', { email: invoice.Customer.Email })
        : t('invoices.actions.sendNoEmail'),
      label: t('invoices.actions.send'),
      loading: sending.isLoading,
      danger: false,
      go: () =>
        run(async () => {
          const sent = await send(invoice.Id).unwrap();
          showToast({ message: t('invoices.actions.sent', { number: sent.Number }), color: 'green' });
        }),
    },
    credit: {
      title: t('invoices.actions.creditTitle', { number: invoice.Number }),
      message: t('invoices.actions.creditMessage'),
      label: t('invoices.actions.credit'),
      loading: crediting.isLoading,
      danger: true,
      go: () =>
        run(async () => {
          const note = await credit(invoice.Id).unwrap();
          showToast({ message: t('invoices.actions.credited', { number: note.Number }), color: 'green' });
          onOpen(note.Id);
        }),
    },
  };
}

export function InvoiceActions({
  invoice,
  onEdit,
  onRemoved,
  onOpen,
}: {
  invoice: InvoiceDetail;
  onEdit: () => void;
  onRemoved: () => void;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Asking>(null);
  const [downloading, setDownloading] = useState(false);
  const actions = actionsFor(invoice);
  const confirm = useConfirmedActions(invoice, { onRemoved, onOpen, done: () => setAsking(null) });
  const asked = asking === 'remove' || asking === 'send' || asking === 'credit' ? confirm[asking] : null;

  const downloadPdf = async () => {
    setDownloading(true);
    try {
      await downloadInvoicePdf(invoice);
    } catch {
      showToast({ message: t('invoices.actions.pdfFailed'), color: 'red' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <Group gap="sm">
        {actions.includes('edit') && (
          <Button variant="default" onClick={onEdit}>
            {t('invoices.actions.edit')}
          </Button>
        )}
        {actions.includes('remove') && (
          <Button variant="default" color="red.9" onClick={() => setAsking('remove')}>
            {t('invoices.actions.remove')}
          </Button>
        )}
        {actions.includes('send') && (
          <Button onClick={() => setAsking('send')}>{t('invoices.actions.send')}</Button>
        )}
        {actions.includes('recordPayment') && (
          <Button onClick={() => setAsking('payment')}>{t('invoices.actions.recordPayment')}</Button>
        )}
        {actions.includes('recordRefund') && (
          <Button onClick={() => setAsking('payment')}>{t('invoices.actions.recordRefund')}</Button>
        )}
        {actions.includes('credit') && (
          <Button variant="default" onClick={() => setAsking('credit')}>
            {t('invoices.actions.credit')}
          </Button>
        )}
        {actions.includes('pdf') && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={downloading}
            onClick={() => void downloadPdf()}
          >
            {t('invoices.actions.pdf')}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={asked !== null}
        title={asked?.title ?? ''}
        message={asked?.message ?? ''}
        confirmLabel={asked?.label ?? ''}
        danger={asked?.danger}
        loading={asked?.loading}
        onConfirm={() => void asked?.go()}
        onClose={() => setAsking(null)}
      />
      <PaymentModal invoice={invoice} opened={asking === 'payment'} onClose={() => setAsking(null)} />
    </>
  );
}
