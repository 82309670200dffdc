// /webshop: the store is another site (SPEC §2). With an address configured (settings) the visitor
// is sent there at once, replacing this entry in the history so Back does not bounce; without one
// the page says so.
import { Anchor, Button } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetSettingsQuery } from '../../api/settingsApi';
import type { PageProps } from '../../components/page';
import { StatePanel, StateText } from '../../components/StatePanel';

export default function WebshopPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const { data: settings } = useGetSettingsQuery({});
  const storeUrl = settings?.webshopUrl ?? null;

  useEffect(() => {
    if (storeUrl) window.location.replace(storeUrl);
  }, [storeUrl]);

  return (
    <StatePanel
      icon={<IconShoppingBag size={34} />}
      title={t(`pages.${titleKey}`)}
      actions={
        <Button component={Link} to="/" variant="default">
          {t('comingSoon.back')}
        </Button>
      }
    >
      {storeUrl ? (
        <StateText>
          {t('publicSite.webshop.leaving')}{' '}
          <Anchor href={storeUrl} underline="always">
            {t('publicSite.webshop.open')}
          </Anchor>
        </StateText>
      ) : (
        <StateText>{t('publicSite.webshop.none')}</StateText>
      )}
    </StatePanel>
  );
}
