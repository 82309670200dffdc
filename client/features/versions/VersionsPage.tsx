// /versions (docs/decisions.md): the release history from docs/releases.json, newest first, with
// the running build's hash on its release. Type 2 opens it from the drawer's version button.
import { Badge, Button, Code, Container, Stack, Table, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/PageLoader';
import type { PageProps } from '../../components/page';
import { StatePanel, StateText } from '../../components/StatePanel';
import { useGetVersionsQuery } from './versionsApi';

export default function VersionsPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useGetVersionsQuery();
  const title = t(`pages.${titleKey}`);

  if (isLoading) return <PageLoader />;
  if (isError || !data)
    return (
      <StatePanel
        icon={<IconHistory size={34} />}
        title={title}
        actions={<Button onClick={() => void refetch()}>{t('siteShell.versions.retry')}</Button>}
      >
        <StateText>{t('siteShell.versions.loadFailed')}</StateText>
      </StatePanel>
    );

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('siteShell.versions.intro')}</Text>
        {data.current && (
          <Text>
            {t('siteShell.versions.running', { version: data.current.version, hash: data.current.hash })}
          </Text>
        )}
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('siteShell.versions.version')}</Table.Th>
                <Table.Th scope="col">{t('siteShell.versions.hash')}</Table.Th>
                <Table.Th scope="col">{t('siteShell.versions.date')}</Table.Th>
                <Table.Th scope="col">{t('siteShell.versions.notes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((release) => (
                <Table.Tr key={`${release.version}-${release.date}`}>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <Text fw={600}>{release.version}</Text>
                      {release.hash && <Badge variant="default">{t('siteShell.versions.current')}</Badge>}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {release.hash ? <Code>{release.hash}</Code> : t('siteShell.versions.none')}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{release.date}</Table.Td>
                  <Table.Td>{release.notes}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Container>
  );
}
