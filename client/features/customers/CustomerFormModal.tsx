// Making or changing a customer in a modal: kind, name, contact and address, country, VAT number
// (its shape checked as typed), registration number and the person who gets the courses. The VAT
// the invoices will carry shows as the fields change.
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeCallError } from '../../api/describeError';
import { countryName } from '../../components/commerce/countries';
import { VatTreatmentBadge } from '../../components/commerce/VatTreatmentBadge';
import { showToast } from '../../components/toast';
import { CustomerFields } from './CustomerFields';
import {
  type CustomerValues,
  customerInput,
  customerValues,
  looksLikeEmail,
  treatmentOf,
  vatNumberFitsCountry,
} from './customerForm';
import { type CustomerRow, useSaveCustomerMutation } from './customersApi';

function CustomerForm({
  customer,
  onSaved,
  onCancel,
}: {
  customer: CustomerRow | null;
  onSaved: (customer: CustomerRow) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [save, { isLoading }] = useSaveCustomerMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CustomerValues>({
    initialValues: customerValues(customer, i18n.language.startsWith('sv') ? 'SE' : null),
    validateInputOnBlur: true,
    validate: {
      Name: (v) => (v.trim() ? null : t('customers.form.required')),
      Email: (v) => (!v.trim() || looksLikeEmail(v) ? null : t('customers.form.emailInvalid')),
      Country: (v) => (v ? null : t('customers.form.required')),
      VatNumber: (v, values) =>
        vatNumberFitsCountry(values.Country, v)
          ? null
          : t('customers.form.vatShape', { country: countryName(values.Country ?? '', i18n.language) }),
    },
  });
  const treatment = treatmentOf(form.values);
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save(customerInput(values, customer?.Id ?? null)).unwrap();
      showToast({ message: t('customers.saved'), color: 'green' });
      onSaved(saved);
    } catch (thrown) {
      setFailure(describeCallError(thrown, t, i18n.language));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Radio.Group label={t('customers.form.kind')} {...form.getInputProps('Kind')}>
          <Group gap="md" mt={4}>
            <Radio value="company" label={t('customers.kinds.company')} />
            <Radio value="person" label={t('customers.kinds.person')} />
          </Group>
        </Radio.Group>
        <CustomerFields form={form} />
        {treatment && (
          <Group gap="xs" data-testid="vat-treatment">
            <Text size="sm">{t('customers.form.treatment')}</Text>
            <VatTreatmentBadge treatment={treatment} />
          </Group>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('app.cancel')}
          </Button>
          <Button type="submit" loading={isLoading}>
            {customer ? t('customers.form.save') : t('customers.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Open for a new customer (`customer` null) or one to change; closed when `opened` is false. */
export function CustomerFormModal({
  opened,
  customer,
  onClose,
  onSaved,
}: {
  opened: boolean;
  customer: CustomerRow | null;
  onClose: () => void;
  onSaved?: (customer: CustomerRow) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      centered
      title={customer ? t('customers.form.editTitle', { name: customer.Name }) : t('customers.form.newTitle')}
      closeButtonProps={{ 'aria-label': t('customers.close') }}
    >
      {opened && (
        <CustomerForm
          key={customer ? `${customer.Id}-${customer.UpdatedAt}` : 'new'}
          customer={customer}
          onCancel={onClose}
          onSaved={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
