// The user's certificates on /MyProfile: course, code, issue date, expiry and status, each with
// its PDF, its public verification page and its credential (JSON, JWT).
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { showToast } from '../../components/toast';
import { CertificateStatusBadge } from './CertificateStatusBadge';
import { CredentialDownloads } from './CredentialDownloads';
import { downloadCertificate } from './downloadCertificate';
import { formatDay } from './formatDate';
import { verifyPath } from './paths';
import type { Certificate } from './types';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

function CertificateCard({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCertificate(certificate.Code);
    } catch {
      showToast({ message: t('rewards.profile.downloadFailed'), color: 'red' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card withBorder radius="lg" padding="lg" component="li" data-testid="certificate">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4">
            {certificate.CourseName}
          </Title>
          <CertificateStatusBadge status={certificate.Status} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="dl" m={0}>
          <Field label={t('rewards.certificate.code')}>
            <Text component="span" ff="monospace" size="sm">
              {certificate.Code}
            </Text>
          </Field>
          <Field label={t('rewards.certificate.issued')}>
            {formatDay(certificate.IssuedAt, i18n.language)}
          </Field>
          <Field label={t('rewards.certificate.expires')}>
            {certificate.ExpiresAt
              ? formatDay(certificate.ExpiresAt, i18n.language)
              : t('rewards.certificate.never')}
          </Field>
        </SimpleGrid>
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to={verifyPath(certificate.Code)} size="sm">
            {t('rewards.profile.verifyLink')}
          </Anchor>
          <Button
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            onClick={() => void download()}
            loading={downloading}
            aria-label={t('rewards.profile.downloadLabel', { course: certificate.CourseName })}
          >
            {t('rewards.profile.download')}
          </Button>
        </Group>
        <CredentialDownloads code={certificate.Code} course={certificate.CourseName} />
      </Stack>
    </Card>
  );
}

export function CertificateList({ certificates }: { certificates: Certificate[] }) {
  const { t } = useTranslation();
  if (certificates.length === 0) return <Text c="dimmed">{t('rewards.profile.noCertificates')}</Text>;
  return (
    <SimpleGrid
      cols={{ base: 1, md: 2 }}
      spacing="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {certificates.map((certificate) => (
        <CertificateCard key={certificate.Id} certificate={certificate} />
      ))}
    </SimpleGrid>
  );
}
