// /News/:id and /News/:id/:title (SPEC §2): one published news item.
import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { localNews } from '../../base/localised';
import { PageLoader } from '../../components/PageLoader';
import { type PageProps, parseIdParam } from '../../components/page';
import { StatePanel, StateText } from '../../components/StatePanel';
import { NewsHtml, NewsTitle } from './NewsDialog';
import { useGetNewsItemQuery } from './newsApi';

export default function NewsItemPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const id = parseIdParam(useParams().id);
  const { data, isLoading, isError } = useGetNewsItemQuery(id);
  const item = data ? localNews(data, i18n.language) : undefined;

  useEffect(() => {
    if (item) document.title = t('app.pageTitle', { page: item.title.replace(/<[^>]*>/g, '') });
  }, [item, t]);

  if (isLoading) return <PageLoader />;
  if (isError || !item)
    return (
      <StatePanel
        icon={<IconNews size={34} />}
        title={t(`pages.${titleKey}`)}
        actions={
          <Button component={Link} to="/News" variant="default">
            {t('news.back')}
          </Button>
        }
      >
        <StateText>{t('news.notFound')}</StateText>
      </StatePanel>
    );

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/News" size="sm">
          {t('news.back')}
        </Anchor>
        <Title order={1}>
          <NewsTitle html={item.title} />
        </Title>
        {item.PublishedAt && (
          <Text size="sm" c="dimmed">
            {t('news.published', { date: dayjs(item.PublishedAt).format('YYYY-MM-DD') })}
          </Text>
        )}
        <NewsHtml html={item.content} />
      </Stack>
    </Container>
  );
}
