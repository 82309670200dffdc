// /Resources (signed in): downloadable material. Staff add a file with a title and description
// (uploaded to resources/, then saved) and remove entries.
import { ActionIcon, Anchor, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeCallError } from '../../api/describeError';
import { isStaffUser } from '../../base/access';
import { useAppSelector } from '../../base/hooks';
import { ContentArea } from '../../components/content/ContentArea';
import type { PageProps } from '../../components/page';
import { showToast } from '../../components/toast';
import { selectSessionUser } from '../../session/sessionUser';
import { AddResourceForm } from './AddResourceForm';
import { ListStatus } from './ListStatus';
import { type Resource, useGetResourcesQuery, useRemoveResourceMutation } from './publicSiteApi';
import { RemoveResourceDialog } from './RemoveResourceDialog';

function ResourceCard({ resource, onRemove }: { resource: Resource; onRemove?: () => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" component="li">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4">
            {resource.Title}
          </Title>
          {onRemove && (
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={t('publicSite.resources.remove', { title: resource.Title })}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          )}
        </Group>
        {resource.Description && <Text size="sm">{resource.Description}</Text>}
        <Group justify="space-between" mt="auto">
          <Text size="xs" c="dimmed">
            {dayjs(resource.CreatedAt).format('YYYY-MM-DD')}
          </Text>
          <Anchor href={resource.Url} download size="sm">
            <Group gap={4} component="span">
              <IconDownload size={16} aria-hidden="true" />
              {t('publicSite.resources.download', { title: resource.Title })}
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}

export default function ResourcesPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  const staff = user !== null && isStaffUser(user);
  const { data, isLoading, isError } = useGetResourcesQuery();
  const [removeResource, { isLoading: removing }] = useRemoveResourceMutation();
  const [toRemove, setToRemove] = useState<Resource | null>(null);

  const confirmRemove = async () => {
    if (!toRemove) return;
    try {
      await removeResource(toRemove.Id).unwrap();
      showToast({ message: t('publicSite.resources.removed'), color: 'green' });
    } catch (error) {
      showToast({ message: describeCallError(error, t, i18n.language), color: 'red' });
    }
    setToRemove(null);
  };

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Title order={1}>{t(`pages.${titleKey}`)}</Title>
        <ContentArea contentKey="resources.intro" defaultContent={t('publicSite.pages.resources')} />
        {staff && <AddResourceForm />}
        <ListStatus
          loading={isLoading}
          failed={isError}
          loadingLabel={t('publicSite.resources.loading')}
          failedText={t('publicSite.resources.failed')}
        />
        {data && data.length === 0 && <Text c="dimmed">{t('publicSite.resources.none')}</Text>}
        {data && data.length > 0 && (
          <SimpleGrid
            cols={{ base: 1, sm: 2, md: 3 }}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {data.map((resource) => (
              <ResourceCard
                key={resource.Id}
                resource={resource}
                onRemove={staff ? () => setToRemove(resource) : undefined}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <RemoveResourceDialog
        resource={toRemove}
        busy={removing}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setToRemove(null)}
      />
    </Container>
  );
}
