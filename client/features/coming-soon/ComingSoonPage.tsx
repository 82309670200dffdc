// Any page whose feature has not arrived yet: its title and a clear "coming soon", never a blank.
import { Badge, Button } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { type PageProps, parseIdParam } from '../../components/page';
import { StatePanel, StateText } from '../../components/StatePanel';

export default function ComingSoonPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <StatePanel
      icon={<IconHourglassHigh size={34} />}
      title={t(`pages.${titleKey}`)}
      eyebrow={
        <Badge variant="default" size="lg">
          {t('comingSoon.badge')}
        </Badge>
      }
      actions={
        <Button component={Link} to="/" variant="default">
          {t('comingSoon.back')}
        </Button>
      }
    >
      {id !== undefined && <StateText>{t('comingSoon.recordId', { id: parseIdParam(id) })}</StateText>}
      <StateText>{t('comingSoon.body')}</StateText>
    </StatePanel>
  );
}
