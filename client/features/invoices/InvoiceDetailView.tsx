// One invoice as it was sent: status, customer (as on the invoice), recipient, dates, lines with
// their VAT, totals, payments, its journal entries' numbers and the credit links between an
// invoice and its credit note.
import { Anchor, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../components/commerce/countries';
import { formatDay } from '../../components/commerce/days';
import { formatRate } from '../../components/commerce/money';
import { useMoney } from '../../components/commerce/useMoney';
import { VatTreatmentBadge } from '../../components/commerce/VatTreatmentBadge';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { leftToPay } from './invoiceRules';
import type { InvoiceDetail } from './invoicesApi';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function CustomerAsSent({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const c = invoice.Customer;
  return (
    <Part title={t('invoices.detail.customer')}>
      <Text fw={600}>{c.Name}</Text>
      {c.Street && <Text size="sm">{c.Street}</Text>}
      {(c.PostalCode || c.City) && <Text size="sm">{[c.PostalCode, c.City].filter(Boolean).join(' ')}</Text>}
      <Text size="sm">{countryName(c.Country, i18n.language)}</Text>
      {c.Email && <Text size="sm">{c.Email}</Text>}
      {c.VatNumber && <Text size="sm">{t('invoices.detail.vatNumber', { number: c.VatNumber })}</Text>}
      <Group gap="xs">
        <Text size="sm">{t('invoices.detail.vat')}</Text>
        <VatTreatmentBadge treatment={invoice.VatTreatment} />
      </Group>
    </Part>
  );
}

function RecipientAndDates({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm">
      <Part title={t('invoices.detail.recipient')}>
        <Text size="sm">{invoice.Recipient ? invoice.Recipient.Name : t('invoices.detail.noRecipient')}</Text>
      </Part>
      {invoice.IssueDate && (
        <Part title={t('invoices.detail.dates')}>
          <Text size="sm">
            {t('invoices.detail.issued')}: {formatDay(invoice.IssueDate, i18n.language)}
          </Text>
          {invoice.DueDate && (
            <Text size="sm">
              {t('invoices.detail.due')}: {formatDay(invoice.DueDate, i18n.language)}
            </Text>
          )}
        </Part>
      )}
    </Stack>
  );
}

function Lines({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return (
    <Part title={t('invoices.detail.lines')}>
      <Table.ScrollContainer minWidth={560}>
        <Table striped data-testid="invoice-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoices.detail.description')}</Table.Th>
              <Table.Th ta="right">{t('invoices.detail.quantity')}</Table.Th>
              <Table.Th ta="right">{t('invoices.detail.unitPrice')}</Table.Th>
              <Table.Th ta="right">{t('invoices.detail.rate')}</Table.Th>
              <Table.Th ta="right">{t('invoices.detail.net')}</Table.Th>
              <Table.Th ta="right">{t('invoices.detail.vatAmount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.Lines.map((line) => (
              <Table.Tr key={line.Id}>
                <Table.Td>{line.Description}</Table.Td>
                <Table.Td ta="right">{line.Quantity}</Table.Td>
                <Table.Td ta="right">{money(line.UnitPriceMinor, invoice.Currency)}</Table.Td>
                <Table.Td ta="right">{formatRate(line.VatRate, i18n.language)} %</Table.Td>
                <Table.Td ta="right">{money(line.NetMinor, invoice.Currency)}</Table.Td>
                <Table.Td ta="right">{money(line.VatMinor, invoice.Currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Part>
  );
}

function Totals({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rows: [string, number, boolean?][] = [
    [t('invoices.detail.netTotal'), invoice.NetMinor],
    [t('invoices.detail.vatTotal'), invoice.VatMinor],
    [t('invoices.detail.total'), invoice.TotalMinor, true],
  ];
  if (invoice.Status !== 'draft') {
    rows.push([t('invoices.detail.paid'), invoice.PaidMinor]);
    rows.push([
      t(invoice.Kind === 'credit' ? 'invoices.detail.leftRefund' : 'invoices.detail.left'),
      leftToPay(invoice),
      true,
    ]);
  }
  return (
    <Table w="auto" ml="auto" withRowBorders={false} data-testid="invoice-totals">
      <Table.Tbody>
        {rows.map(([label, minor, strong]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td ta="right" fw={strong ? 700 : undefined}>
              {money(minor, invoice.Currency)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Payments({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return (
    <Part title={t('invoices.detail.payments')}>
      {invoice.Payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('invoices.detail.noPayments')}
        </Text>
      ) : (
        <Table data-testid="invoice-payments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoices.detail.paidOn')}</Table.Th>
              <Table.Th ta="right">{t('invoices.detail.amount')}</Table.Th>
              <Table.Th>{t('invoices.detail.reference')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.Payments.map((p) => (
              <Table.Tr key={p.Id}>
                <Table.Td>{formatDay(p.PaidOn, i18n.language)}</Table.Td>
                <Table.Td ta="right">{money(p.AmountMinor, invoice.Currency)}</Table.Td>
                <Table.Td>{p.Reference}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Part>
  );
}

export function InvoiceDetailView({
  invoice,
  onOpen,
}: {
  invoice: InvoiceDetail;
  /** Opens another invoice (the credit note of this one, or the invoice it credits). */
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <InvoiceStatusBadge invoice={invoice} />
      {invoice.CreditedBy && (
        <Anchor component="button" type="button" onClick={() => onOpen(invoice.CreditedBy!.Id)}>
          {t('invoices.detail.creditedBy', { number: invoice.CreditedBy.Number })}
        </Anchor>
      )}
      {invoice.CreditOf && (
        <Anchor component="button" type="button" onClick={() => onOpen(invoice.CreditOf!.Id)}>
          {t('invoices.detail.creditOf', { number: invoice.CreditOf.Number })}
        </Anchor>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <CustomerAsSent invoice={invoice} />
        <RecipientAndDates invoice={invoice} />
      </SimpleGrid>
      <Lines invoice={invoice} />
      <Totals invoice={invoice} />
      <Payments invoice={invoice} />
      <Part title={t('invoices.detail.entries')}>
        <Text size="sm" data-testid="invoice-entries">
          {invoice.Entries.length === 0
            ? t('invoices.detail.noEntries')
            : invoice.Entries.map((n) => t('invoices.detail.entryNumber', { number: n })).join(', ')}
        </Text>
      </Part>
    </Stack>
  );
}
