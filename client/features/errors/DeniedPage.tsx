// /denied: where the guard sends someone without access, naming the page they tried and the
// reason given (SPEC §8): the guard's "No access to this page", or the server's own `result`
// when it refused the session.
import { Button, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../base/hooks';
import type { PageProps } from '../../components/page';
import { StatePanel, StateText } from '../../components/StatePanel';
import { selectDeniedReason } from '../../session/sessionSlice';
import { deniedStateOf, safeTriedUrl } from '../../session/triedUrl';

export default function DeniedPage(_props: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tried = safeTriedUrl(params.get('triedUrl'));
  const serverReason = useAppSelector(selectDeniedReason);
  const reason = deniedStateOf(useLocation().state)?.reason ?? serverReason;
  return (
    <StatePanel
      icon={<IconLock size={34} />}
      title={t('pages.denied')}
      actions={
        <Button component={Link} to="/">
          {t('denied.home')}
        </Button>
      }
    >
      {reason && (
        <Text fw={600} data-testid="denied-reason">
          {reason}
        </Text>
      )}
      <StateText>{t('denied.body')}</StateText>
      {tried && <StateText>{t('denied.tried', { url: tried })}</StateText>}
    </StatePanel>
  );
}
