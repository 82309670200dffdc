// One line of the invoice editor: a product (which fills the description and the unit price) or
// free text, quantity and unit price, with its net and VAT as typed.
import { ActionIcon, Fieldset, Grid, NumberInput, Select, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_QUANTITY } from '../../../shared/calls/invoices';
import { formatRate } from '../../components/commerce/money';
import { useMoney } from '../../components/commerce/useMoney';
import { type DraftValues, type LinePreview, lineFromProduct, type PricedProduct } from './invoiceDraft';

export function DraftLineFields({
  form,
  index,
  products,
  preview,
  removable,
}: {
  form: UseFormReturnType<DraftValues>;
  index: number;
  products: readonly PricedProduct[];
  preview: LinePreview | null;
  removable: boolean;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const n = index + 1;
  const path = `Lines.${index}` as const;
  const line = form.values.Lines[index];
  if (!line) return null;
  const chooseProduct = (value: string | null) => {
    const product = products.find((p) => String(p.Id) === value);
    form.setFieldValue(
      path,
      product
        ? lineFromProduct(line, product, form.values.Currency, i18n.language)
        : { ...line, ProductId: null },
    );
  };
  return (
    <Fieldset legend={t('invoices.editor.line', { n })} p="sm">
      <Grid gap="xs" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Select
            label={t('invoices.editor.product')}
            placeholder={t('invoices.editor.productPlaceholder')}
            data={products.map((p) => ({ value: String(p.Id), label: p.Name }))}
            value={line.ProductId}
            onChange={chooseProduct}
            searchable
            clearable
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <TextInput
            label={t('invoices.editor.description')}
            maxLength={300}
            {...form.getInputProps(`${path}.Description`)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 4, sm: 3 }}>
          <NumberInput
            label={t('invoices.editor.quantity')}
            min={1}
            max={MAX_QUANTITY}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps(`${path}.Quantity`)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 8, sm: 4 }}>
          <TextInput
            label={t('invoices.editor.unitPrice')}
            inputMode="decimal"
            rightSection={
              <Text size="xs" c="dimmed">
                {form.values.Currency}
              </Text>
            }
            rightSectionWidth={44}
            {...form.getInputProps(`${path}.UnitPrice`)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 10, sm: 4 }}>
          <Text size="sm" data-testid="line-preview">
            {preview
              ? t('invoices.editor.linePreview', {
                  net: money(preview.NetMinor, form.values.Currency),
                  rate: formatRate(preview.VatRate, i18n.language),
                  vat: money(preview.VatMinor, form.values.Currency),
                })
              : '—'}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 2, sm: 1 }}>
          <ActionIcon
            variant="subtle"
            color="red.9"
            size="lg"
            disabled={!removable}
            aria-label={t('invoices.editor.removeLine', { n })}
            onClick={() => form.removeListItem('Lines', index)}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
}
