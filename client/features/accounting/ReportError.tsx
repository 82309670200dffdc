// A report the server refused (BALANCE_PERIOD_INVALID, PERIOD_TOO_LONG, ...) or could not give:
// the error text, and a way to ask again.
import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeCallError } from '../../api/describeError';

export function ReportError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="xs" align="flex-start">
        {describeCallError(error, t, i18n.language)}
        <Button variant="default" size="xs" onClick={retry}>
          {t('accounting.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
