// A manual journal entry (a purchase, a VAT settlement, a correction): date, text, currency and
// lines of accounts with a debit or a credit. The running difference shows as the lines are
// typed, and the entry cannot be posted until it balances (the server checks it again).
import { Alert, Button, Grid, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '../../../shared/vat';
import { describeCallError } from '../../api/describeError';
import { isIsoDay, todayIso } from '../../components/commerce/days';
import { showToast } from '../../components/toast';
import { useSaveJournalEntryMutation } from './accountingApi';
import { EntryBalance, EntryLines } from './EntryLines';
import { amountOf, type EntryValues, emptyEntryLine, entryInput } from './entryBalance';

function EntryForm({ currency, onDone }: { currency: Currency; onDone: () => void }) {
  const { t, i18n } = useTranslation();
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
  const input = entryInput(form.values);

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
        <EntryLines form={form} />
        <EntryBalance form={form} />
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
