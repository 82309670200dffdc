// Making or changing a draft invoice: customer, recipient, currency, days to pay and lines, with
// each line's VAT and the totals previewed as typed (shared/vat.ts, as the server computes them).
import { Alert, Button, Grid, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerRow } from '../../../shared/calls/customers';
import { MAX_LINES } from '../../../shared/calls/invoices';
import { CURRENCIES, type Currency } from '../../../shared/vat';
import { describeCallError } from '../../api/describeError';
import { moneyInputValue } from '../../components/commerce/money';
import { showToast } from '../../components/toast';
import { useGetCustomersQuery } from '../customers';
import { PersonPicker } from '../people';
import { useGetProductsQuery } from '../products';
import { DraftLineFields } from './DraftLineFields';
import { DraftTotals } from './DraftTotals';
import {
  type DraftValues,
  draftInput,
  draftValues,
  emptyLine,
  type LineProblem,
  lineProblems,
  type PricedProduct,
  previewDraft,
  priceIn,
} from './invoiceDraft';
import { type InvoiceDetail, useSaveInvoiceMutation } from './invoicesApi';

/** The line a validation path such as "Lines.2.Quantity" points at. */
function lineAt(values: DraftValues, path: string) {
  return values.Lines[Number(path.split('.')[1])];
}

/** Who the invoice is for, who gets the courses, its currency and the days to pay. */
function DraftHeaderFields({
  form,
  customers,
  products,
}: {
  form: UseFormReturnType<DraftValues>;
  customers: readonly Pick<CustomerRow, 'Id' | 'Name' | 'UserId'>[];
  products: readonly PricedProduct[];
}) {
  const { t, i18n } = useTranslation();
  const chooseCustomer = (value: string | null) => {
    form.setFieldValue('CustomerId', value);
    // The customer's own account gets the courses unless someone else is named.
    const chosen = customers.find((c) => String(c.Id) === value);
    if (chosen?.UserId && form.values.RecipientUserId === null)
      form.setFieldValue('RecipientUserId', chosen.UserId);
  };

  const chooseCurrency = (value: string | null) => {
    const currency = (value ?? form.values.Currency) as Currency;
    form.setValues({
      Currency: currency,
      // Product lines follow the product's price in the new currency.
      Lines: form.values.Lines.map((line) => {
        const product = products.find((p) => String(p.Id) === line.ProductId);
        return product
          ? { ...line, UnitPrice: moneyInputValue(priceIn(product, currency), i18n.language) }
          : line;
      }),
    });
  };

  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label={t('invoices.editor.customer')}
          placeholder={t('invoices.editor.customerPlaceholder')}
          description={customers.length === 0 ? t('invoices.editor.noCustomers') : undefined}
          data={customers.map((c) => ({ value: String(c.Id), label: c.Name }))}
          searchable
          required
          allowDeselect={false}
          {...form.getInputProps('CustomerId')}
          onChange={chooseCustomer}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <PersonPicker
          label={t('invoices.editor.recipient')}
          description={t('invoices.editor.recipientHint')}
          placeholder={t('invoices.editor.recipientPlaceholder')}
          value={form.values.RecipientUserId}
          onChange={(id) => form.setFieldValue('RecipientUserId', id)}
          clearable
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <Select
          label={t('invoices.editor.currency')}
          data={[...CURRENCIES]}
          allowDeselect={false}
          value={form.values.Currency}
          onChange={chooseCurrency}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <NumberInput
          label={t('invoices.editor.dueDays')}
          min={0}
          max={365}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('DueDays')}
        />
      </Grid.Col>
    </Grid>
  );
}

function InvoiceEditor({
  invoice,
  onSaved,
  onCancel,
}: {
  invoice: InvoiceDetail | null;
  onSaved: (invoice: InvoiceDetail) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { data: customers = [] } = useGetCustomersQuery(undefined);
  const { data: products = [] } = useGetProductsQuery();
  const [save, { isLoading }] = useSaveInvoiceMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const problem = (path: string, values: DraftValues, kind: LineProblem) => {
    const line = lineAt(values, path);
    return line && lineProblems(line).includes(kind) ? t(`invoices.editor.problems.${kind}`) : null;
  };
  const form = useForm<DraftValues>({
    initialValues: draftValues(invoice, i18n.language),
    validate: {
      CustomerId: (v) => (v ? null : t('invoices.editor.customerRequired')),
      Lines: {
        Description: (_v, values, path) => problem(path, values, 'description'),
        Quantity: (_v, values, path) => problem(path, values, 'quantity'),
        UnitPrice: (_v, values, path) => problem(path, values, 'unitPrice'),
      },
    },
  });
  const customer = customers.find((c) => String(c.Id) === form.values.CustomerId) ?? null;
  const preview = previewDraft(form.values.Lines, customer, products);

  const submit = form.onSubmit(async (values) => {
    const input = draftInput(values, invoice?.Id ?? null);
    if (!input) return;
    setFailure(null);
    try {
      const saved = await save(input).unwrap();
      showToast({ message: t('invoices.editor.saved'), color: 'green' });
      onSaved(saved);
    } catch (thrown) {
      setFailure(describeCallError(thrown, t, i18n.language));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <DraftHeaderFields form={form} customers={customers} products={products} />
        <Stack gap="xs" component="section" aria-label={t('invoices.editor.lines')}>
          <Text fw={600}>{t('invoices.editor.lines')}</Text>
          {form.values.Lines.map((line, index) => (
            <DraftLineFields
              key={line.Key}
              form={form}
              index={index}
              products={products}
              preview={preview.Lines[index] ?? null}
              removable={form.values.Lines.length > 1}
            />
          ))}
          <Group>
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              disabled={form.values.Lines.length >= MAX_LINES}
              onClick={() => form.insertListItem('Lines', emptyLine())}
            >
              {t('invoices.editor.addLine')}
            </Button>
          </Group>
        </Stack>
        <DraftTotals preview={preview} customer={customer} currency={form.values.Currency} />
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
            {t('invoices.editor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Open for a new invoice (`invoice` null) or a draft to change. */
export function InvoiceEditorModal({
  opened,
  invoice,
  onClose,
  onSaved,
}: {
  opened: boolean;
  invoice: InvoiceDetail | null;
  onClose: () => void;
  onSaved: (invoice: InvoiceDetail) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      centered
      title={invoice ? t('invoices.editor.editTitle') : t('invoices.editor.newTitle')}
      closeButtonProps={{ 'aria-label': t('invoices.close') }}
    >
      {opened && (
        <InvoiceEditor
          key={invoice ? `${invoice.Id}-${invoice.UpdatedAt}` : 'new'}
          invoice={invoice}
          onCancel={onClose}
          onSaved={(saved) => {
            onSaved(saved);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
