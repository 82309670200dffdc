// /verify/:code, public (the QR code on every certificate leads here): whose certificate it is,
// for which course, its dates and whether it is active, inactive (revoked) or expired; its signed
// credential checked in the browser, and to download.
import { Alert, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCertificate, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { CertificateStatus } from '../../../shared/rewards';
import { asCallError } from '../../api/callError';
import { describeCallError } from '../../api/describeError';
import { PageLoader } from '../../components/PageLoader';
import type { PageProps } from '../../components/page';
import { StatePanel, StateText } from '../../components/StatePanel';
import { CertificateStatusBadge } from './CertificateStatusBadge';
import { CredentialCheck } from './CredentialCheck';
import { CredentialDownloads } from './CredentialDownloads';
import { formatDay } from './formatDate';
import { useVerifyCertificateQuery } from './rewardsApi';

const ALERT_COLORS: Record<CertificateStatus, string> = {
  active: 'teal',
  inactive: 'gray',
  expired: 'orange',
};

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {value}
      </Text>
    </Stack>
  );
}

export default function VerifyCertificatePage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const code = (useParams().code ?? '').trim();
  const tooShort = code.length < 4;
  const { data, error, isLoading, refetch } = useVerifyCertificateQuery(code, { skip: tooShort });
  const title = t(`pages.${titleKey}`);

  if (isLoading) return <PageLoader />;
  if (tooShort || !data)
    return (
      <StatePanel
        icon={<IconCertificate size={34} />}
        title={title}
        actions={
          error !== undefined && asCallError(error).kind === 'network' ? (
            <Button onClick={() => void refetch()}>{t('rewards.retry')}</Button>
          ) : undefined
        }
      >
        <StateText>
          {tooShort || error === undefined
            ? t('errors.CERTIFICATE_NOT_FOUND')
            : describeCallError(error, t, i18n.language)}
        </StateText>
      </StatePanel>
    );

  return (
    <Container size="sm" py="xl">
      <Card withBorder radius="lg" padding="xl" shadow="xs">
        <Stack gap="lg">
          <Group gap="sm" wrap="nowrap">
            <IconCertificate size={32} aria-hidden="true" />
            <Title order={1} size="h2">
              {title}
            </Title>
          </Group>
          <Alert
            color={ALERT_COLORS[data.Status]}
            icon={
              data.Status === 'active' ? (
                <IconCircleCheck aria-hidden="true" />
              ) : (
                <IconAlertTriangle aria-hidden="true" />
              )
            }
            title={<CertificateStatusBadge status={data.Status} />}
            data-testid="verify-status"
          >
            {t(`rewards.verify.${data.Status}`)}
          </Alert>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" component="dl" m={0}>
            <Detail label={t('rewards.verify.holder')} value={data.HolderName} />
            <Detail label={t('rewards.verify.course')} value={data.CourseName} />
            <Detail label={t('rewards.certificate.issued')} value={formatDay(data.IssuedAt, i18n.language)} />
            <Detail
              label={t('rewards.certificate.expires')}
              value={
                data.ExpiresAt ? formatDay(data.ExpiresAt, i18n.language) : t('rewards.certificate.never')
              }
            />
            <Detail label={t('rewards.certificate.code')} value={data.Code} />
          </SimpleGrid>
          <Stack gap="xs" component="section" aria-label={t('rewards.credential.title')}>
            <Text fw={600}>{t('rewards.credential.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('rewards.credential.hint')}
            </Text>
            <CredentialCheck code={data.Code} />
            <CredentialDownloads code={data.Code} course={data.CourseName} />
          </Stack>
        </Stack>
      </Card>
    </Container>
  );
}
