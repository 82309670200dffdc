// The lines of a manual journal entry and its running balance, both read from the entry's form.
import { ActionIcon, Button, Fieldset, Grid, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../components/commerce/useMoney';
import { accountOptions } from './accounts';
import { type EntryValues, emptyEntryLine, entryInput, entryTotals, lineIsValid } from './entryBalance';

/** Lines a manual entry may have at most (the call's limit). */
const MAX_ENTRY_LINES = 50;

type EntryForm = UseFormReturnType<EntryValues>;

/** The account lines, each with a debit or a credit; at least two. */
export function EntryLines({ form }: { form: EntryForm }) {
  const { t, i18n } = useTranslation();
  const accounts = useMemo(() => accountOptions(i18n.language), [i18n.language]);
  return (
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
  );
}

/** The debits, credits and difference as the lines are typed, and whether the entry balances. */
export function EntryBalance({ form }: { form: EntryForm }) {
  const { t } = useTranslation();
  const money = useMoney();
  const totals = entryTotals(form.values.Lines);
  const input = entryInput(form.values);
  const linesValid = form.values.Lines.every(lineIsValid);
  return (
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
  );
}
