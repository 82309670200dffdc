// /News and /Home (SPEC §2): the page text 'news.intro' and the published news, newest first,
// following news:published live. Staff also see drafts and write or edit items here.
import { Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconNews, IconPencil, IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isStaffUser } from '../../base/access';
import { useAppSelector } from '../../base/hooks';
import { localNews } from '../../base/localised';
import { ContentArea } from '../../components/content/ContentArea';
import { PageLoader } from '../../components/PageLoader';
import type { PageProps } from '../../components/page';
import { StatePanel, StateText } from '../../components/StatePanel';
import { selectSessionUser } from '../../session/sessionUser';
import { NewsHtml, NewsTitle } from './NewsDialog';
import { type NewsItem, useGetAllNewsQuery, useGetLatestNewsQuery } from './newsApi';
import { newsItemPath } from './paths';

const NewsEditorDialog = lazy(() => import('./NewsEditorDialog'));

export const NEWS_LIST_LIMIT = 50;

function NewsCard({ item, onEdit }: { item: NewsItem; onEdit?: (item: NewsItem) => void }) {
  const { t, i18n } = useTranslation();
  const shown = localNews(item, i18n.language);
  return (
    <Card withBorder radius="lg" padding="lg" component="li">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h3">
            <Link to={newsItemPath(item.id, item.title)}>
              <NewsTitle html={shown.title} />
            </Link>
          </Title>
          {onEdit && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} aria-hidden="true" />}
              onClick={() => onEdit(item)}
            >
              {t('news.manage.edit')}
            </Button>
          )}
        </Group>
        <Group gap="xs">
          {item.Published && item.PublishedAt ? (
            <Text size="sm" c="dimmed">
              {t('news.published', { date: dayjs(item.PublishedAt).format('YYYY-MM-DD') })}
            </Text>
          ) : (
            <Badge variant="default">{t('news.draft')}</Badge>
          )}
        </Group>
        <NewsHtml html={shown.content} />
      </Stack>
    </Card>
  );
}

export default function NewsPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  const staff = user !== null && isStaffUser(user);
  const published = useGetLatestNewsQuery(
    { user_id: user?.Id ?? null, limit: NEWS_LIST_LIMIT },
    { skip: staff },
  );
  const all = useGetAllNewsQuery(undefined, { skip: !staff });
  const { data: items, isLoading, isError, refetch } = staff ? all : published;
  // undefined: no dialog; null: a new item.
  const [editing, setEditing] = useState<NewsItem | null | undefined>(undefined);
  const title = t(`pages.${titleKey}`);

  if (isLoading) return <PageLoader />;
  if (isError || !items)
    return (
      <StatePanel
        icon={<IconNews size={34} />}
        title={title}
        actions={<Button onClick={() => void refetch()}>{t('news.retry')}</Button>}
      >
        <StateText>{t('news.loadFailed')}</StateText>
      </StatePanel>
    );

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{title}</Title>
          {staff && (
            <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing(null)}>
              {t('news.manage.create')}
            </Button>
          )}
        </Group>
        <ContentArea contentKey="news.intro" defaultContent={`<p>${t('news.intro')}</p>`} />
        {items.length === 0 ? (
          <Text c="dimmed">{t('news.empty')}</Text>
        ) : (
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <NewsCard key={item.id} item={item} onEdit={staff ? setEditing : undefined} />
            ))}
          </Stack>
        )}
      </Stack>
      {editing !== undefined && (
        <Suspense fallback={null}>
          <NewsEditorDialog item={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
    </Container>
  );
}
