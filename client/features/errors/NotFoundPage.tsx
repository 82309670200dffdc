// /404: unknown addresses land here. The way home, and the spec's small game below it, loaded
// after the message so the page itself stays light.
import { Badge, Button, Container } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../components/page';
import { StatePanel, StateText } from '../../components/StatePanel';
import { NotFoundGame } from '../not-found-game';

export default function NotFoundPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <>
      <StatePanel
        icon={<IconDeviceGamepad2 size={34} />}
        title={t('pages.notFound')}
        eyebrow={
          <Badge variant="default" size="lg">
            404
          </Badge>
        }
        actions={
          <Button component={Link} to="/">
            {t('notFound.home')}
          </Button>
        }
      >
        <StateText>{t('notFound.body')}</StateText>
        <StateText>{t('notFound.game')}</StateText>
      </StatePanel>
      <Container size="sm" pb="xl">
        <Suspense fallback={null}>
          <NotFoundGame />
        </Suspense>
      </Container>
    </>
  );
}
