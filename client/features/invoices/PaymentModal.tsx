// Recording a payment of a sent invoice, or the refund of a credit note: the amount (what is left
// by default), the day it was paid (today by default) and a reference.
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeCallError } from '../../api/describeError';
import { isIsoDay, todayIso } from '../../components/commerce/days';
import { moneyInputValue, parseMoney } from '../../components/commerce/money';
import { useMoney } from '../../components/commerce/useMoney';
import { showToast } from '../../components/toast';
import { leftToPay } from './invoiceRules';
import { type InvoiceDetail, useRecordPaymentMutation } from './invoicesApi';

function PaymentForm({ invoice, onDone }: { invoice: InvoiceDetail; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const refund = invoice.Kind === 'credit';
  const left = leftToPay(invoice);
  const [record, { isLoading }] = useRecordPaymentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { Amount: moneyInputValue(left, i18n.language), PaidOn: todayIso(), Reference: '' },
    validate: {
      Amount: (v) => {
        const minor = parseMoney(v);
        return minor !== null && minor > 0 && minor <= left ? null : t('invoices.payment.amountInvalid');
      },
      PaidOn: (v) => (isIsoDay(v) ? null : t('invoices.payment.dateInvalid')),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await record({
        InvoiceId: invoice.Id,
        AmountMinor: parseMoney(values.Amount) ?? 0,
        PaidOn: values.PaidOn,
        Reference: values.Reference.trim(),
      }).unwrap();
      showToast({
        message: t(refund ? 'invoices.payment.refundRecorded' : 'invoices.payment.recorded'),
        color: 'green',
      });
      onDone();
    } catch (thrown) {
      setFailure(describeCallError(thrown, t, i18n.language));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('invoices.payment.amount')}
          description={t(refund ? 'invoices.payment.leftRefund' : 'invoices.payment.left', {
            left: money(left, invoice.Currency),
          })}
          inputMode="decimal"
          required
          data-autofocus
          {...form.getInputProps('Amount')}
        />
        <TextInput
          label={t('invoices.payment.date')}
          type="date"
          required
          {...form.getInputProps('PaidOn')}
        />
        <TextInput
          label={t('invoices.payment.reference')}
          maxLength={100}
          {...form.getInputProps('Reference')}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('app.cancel')}
          </Button>
          <Button type="submit" loading={isLoading}>
            {t(refund ? 'invoices.payment.submitRefund' : 'invoices.payment.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function PaymentModal({
  invoice,
  opened,
  onClose,
}: {
  invoice: InvoiceDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={t(invoice.Kind === 'credit' ? 'invoices.payment.refundTitle' : 'invoices.payment.title')}
      closeButtonProps={{ 'aria-label': t('invoices.close') }}
    >
      {opened && <PaymentForm invoice={invoice} onDone={onClose} />}
    </Modal>
  );
}
