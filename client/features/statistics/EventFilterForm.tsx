// The operations console's filter: an event type (or an area such as `message:*`) and a user.
import { Button, Group, NumberInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EventFilter, TYPE_FILTER } from './eventFilter';

export function EventFilterForm({ onApply }: { onApply: (filter: EventFilter) => void }) {
  const { t } = useTranslation();
  const [typeText, setTypeText] = useState('');
  const [userText, setUserText] = useState<number | string>('');
  const typeError = typeText !== '' && !TYPE_FILTER.test(typeText) ? t('statistics.ops.typeInvalid') : null;
  const apply = () => {
    if (typeError) return;
    onApply({ Type: typeText.trim(), UserId: typeof userText === 'number' ? userText : null });
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          label={t('statistics.ops.type')}
          placeholder="message:*"
          value={typeText}
          error={typeError}
          onChange={(e) => setTypeText(e.currentTarget.value)}
          w={220}
        />
        <NumberInput
          label={t('statistics.ops.user')}
          value={userText}
          onChange={setUserText}
          min={1}
          allowDecimal={false}
          w={160}
        />
        <Button type="submit" mt={25}>
          {t('statistics.ops.apply')}
        </Button>
      </Group>
    </form>
  );
}
