// The head's test of the mail settings: sent now, and the answer said plainly where it is asked.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeCallError } from '../../api/describeError';
import { useSendTestMailMutation } from './schoolApi';

type Outcome = { ok: true; text: string } | { ok: false; text: string };

export function TestMailButton() {
  const { t, i18n } = useTranslation();
  const [send, sending] = useSendTestMailMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onClick = async () => {
    setOutcome(null);
    try {
      const reply = await send().unwrap();
      setOutcome(
        reply.sent
          ? { ok: true, text: t('school.brand.testMailSent', { to: reply.to }) }
          : { ok: false, text: t('school.brand.testMailFailed', { error: reply.error ?? '' }) },
      );
    } catch (error) {
      setOutcome({ ok: false, text: describeCallError(error, t, i18n.language) });
    }
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="default" onClick={() => void onClick()} loading={sending.isLoading}>
        {t('school.brand.testMail')}
      </Button>
      <Text size="sm" c="dimmed">
        {t('school.brand.testMailHint')}
      </Text>
      {outcome && (
        <Alert color={outcome.ok ? 'teal' : 'red'} variant="light" role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
    </Stack>
  );
}
