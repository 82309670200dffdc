// A public list's state while it loads or when it could not: a spinner announced to screen readers,
// or a failure alert (with a retry link where the page offers one).
import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../components/LoadingStatus';

interface ListStatusProps {
  loading: boolean;
  failed: boolean;
  loadingLabel: string;
  failedText: string;
  onRetry?: () => void;
}

export function ListStatus({ loading, failed, loadingLabel, failedText, onRetry }: ListStatusProps) {
  const { t } = useTranslation();
  return (
    <>
      {loading && <LoadingStatus label={loadingLabel} />}
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {failedText}
          {onRetry && (
            <>
              {' '}
              <Anchor component="button" type="button" underline="always" onClick={onRetry}>
                {t('publicSite.retry')}
              </Anchor>
            </>
          )}
        </Alert>
      )}
    </>
  );
}
