// /denied: where the guard sends someone without access, naming the page they tried.
import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../components/page';
import { StatePanel, StateText } from '../../components/StatePanel';
import { safeTriedUrl } from '../auth/triedUrl';

export default function DeniedPage(_props: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tried = safeTriedUrl(params.get('triedUrl'));
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
      <StateText>{t('denied.body')}</StateText>
      {tried && <StateText>{t('denied.tried', { url: tried })}</StateText>}
    </StatePanel>
  );
}
