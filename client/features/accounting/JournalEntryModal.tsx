// A manual journal entry (a purchase, a VAT settlement, a correction): date, text, currency and
// lines of accounts with a debit or a credit. The running difference shows as the lines are
// typed, and the entry cannot be posted until it balances (the server checks it again).
import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Grid,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '../../../shared/vat';
import { describeCallError } from '../../api/describeError';
import { isIsoDay, todayIso } from '../../components/commerce/days';
import { useMoney } from '../../components/commerce/useMoney';
import { showToast } from '../../components/toast';
import { useSaveJournalEntryMutation } from './accountingApi';
import { accountOptions } from './accounts';
import {
  amountOf,
  type EntryValues,
  emptyEntryLine,
  entryInput,
  entryTotals,
  lineIsValid,
} from './entryBalance';

/** Lines a manual entry may have at most (the call's limit). */
const MAX_ENTRY_LINES = 50;

function EntryForm({ currency, onDone }: { currency: Currency; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const accounts = useMemo(() => accountOptions(i18n.language), [i18n.language]);
  const [save, { isLoading }] = useSaveJournalEntryMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const amountError = (typed: string) =>
    amountOf(typed) === null ? t('accounting.entry.amountInvalid') : null;
  const form = useForm<EntryValues>({
    initialValues: {
      Date: todayIso(),
      Text: '',
      Currency: currency,
      Lines: [emptyEntryLine(), emptyEntryLine()],
    },
    validateInputOnBlur: true,
    validate: {
      Date: (v) => (isIsoDay(v) ? null : t('accounting.entry.dateInvalid')),
      Text: (v) => (v.trim() ? null : t('accounting.entry.textRequired')),
      Lines: { Debit: amountError, Credit: amountError },
    },
  });
  const totals = entryTotals(form.values.Lines);
  const input = entryInput(form.values);
  const linesValid = form.values.Lines.every(lineIsValid);

  const submit = form.onSubmit(async () => {
    if (!input) return;
    setFailure(null);
    try {
      const entry = await save(input).unwrap();
      showToast({ message: t('accounting.entry.posted', { number: entry.Number }), color: 'green' });
      onDone();
    } catch (thrown) {
      setFailure(describeCallError(thrown, t, i18n.language));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t('accounting.entry.date')}
              type="date"
              required
              {...form.getInputProps('Date')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextInput
              label={t('accounting.entry.text')}
              description={t('accounting.entry.textHint')}
              required
              maxLength={200}
              {...form.getInputProps('Text')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <Select
              label={t('accounting.entry.currency')}
              data={[...CURRENCIES]}
              allowDeselect={false}
              {...form.getInputProps('Currency')}
            />
          </Grid.Col>
        </Grid>
        <Stack gap="xs" component="section" aria-label={t('accounting.entry.lines')}>
          {form.values.Lines.map((line, index) => {
            const n = index + 1;
            return (
              <Fieldset key={line.Key} legend={t('accounting.entry.line', { n })} p="sm">
                <Grid gap="xs" align="flex-end">
                  <Grid.Col span={{ base: 12, sm: 5 }}>
                    <Select
                      label={t('accounting.entry.account')}
                      placeholder={t('accounting.entry.accountPlaceholder')}
                      data={accounts}
                      searchable
                      {...form.getInputProps(`Lines.${index}.Account`)}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 5, sm: 3 }}>
                    <TextInput
                      label={t('accounting.entry.debit')}
                      inputMode="decimal"
                      {...form.getInputProps(`Lines.${index}.Debit`)}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 5, sm: 3 }}>
                    <TextInput
                      label={t('accounting.entry.credit')}
                      inputMode="decimal"
                      {...form.getInputProps(`Lines.${index}.Credit`)}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 2, sm: 1 }}>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      size="lg"
                      disabled={form.values.Lines.length <= 2}
                      aria-label={t('accounting.entry.removeLine', { n })}
                      onClick={() => form.removeListItem('Lines', index)}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Grid.Col>
                </Grid>
              </Fieldset>
            );
          })}
          <Group>
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              disabled={form.values.Lines.length >= MAX_ENTRY_LINES}
              onClick={() => form.insertListItem('Lines', emptyEntryLine())}
            >
              {t('accounting.entry.addLine')}
            </Button>
          </Group>
        </Stack>
        <Stack gap={4} role="status" aria-live="polite" data-testid="entry-balance">
          <Group gap="lg">
            <Text size="sm">
              {t('accounting.entry.debits')}: {money(totals.DebitMinor, form.values.Currency)}
            </Text>
            <Text size="sm">
              {t('accounting.entry.credits')}: {money(totals.CreditMinor, form.values.Currency)}
            </Text>
            <Text size="sm" fw={700} c={totals.DifferenceMinor === 0 ? undefined : 'red.9'}>
              {t('accounting.entry.difference')}: {money(totals.DifferenceMinor, form.values.Currency)}
            </Text>
          </Group>
          <Text size="sm" c={input ? 'teal.9' : 'dimmed'}>
            {!linesValid
              ? t('accounting.entry.lineInvalid')
              : totals.DifferenceMinor === 0
                ? t('accounting.entry.balanced')
                : t('accounting.entry.unbalanced')}
          </Text>
        </Stack>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('app.cancel')}
          </Button>
          <Button type="submit" loading={isLoading} disabled={!input}>
            {t('accounting.entry.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function JournalEntryModal({
  opened,
  currency,
  onClose,
}: {
  opened: boolean;
  currency: Currency;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      centered
      title={t('accounting.entry.title')}
      closeButtonProps={{ 'aria-label': t('accounting.close') }}
    >
      {opened && <EntryForm currency={currency} onDone={onClose} />}
    </Modal>
  );
}
