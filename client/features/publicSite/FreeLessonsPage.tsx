// /FreeLessons/:category?: the parts marked Free, grouped by category, playable without signing in.
// The category in the address narrows the list; each lesson opens in place with its text and video.
import { Accordion, Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ContentArea } from '../../components/content/ContentArea';
import type { PageProps } from '../../components/page';
import { FreeLessonBody } from './FreeLessonBody';
import { groupByCategory } from './freeLessons';
import { ListStatus } from './ListStatus';
import { type FreeLesson, useGetFreeLessonsQuery } from './publicSiteApi';

function minutesOf(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

function LessonList({ lessons }: { lessons: FreeLesson[] }) {
  const { t } = useTranslation();
  return (
    <Accordion variant="separated" radius="md" chevronPosition="left">
      {lessons.map((lesson) => (
        <Accordion.Item key={lesson.CoursePartId} value={String(lesson.CoursePartId)}>
          <Accordion.Control icon={<IconPlayerPlay size={16} aria-hidden="true" />}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{lesson.Name}</Text>
              <Text size="sm" c="dimmed">
                {lesson.CourseName}
              </Text>
              {lesson.VideoLength > 0 && (
                <Badge variant="light" size="sm">
                  {t('publicSite.freeLessons.length', { length: minutesOf(lesson.VideoLength) })}
                </Badge>
              )}
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <FreeLessonBody lesson={lesson} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

export default function FreeLessonsPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const { category } = useParams();
  const { data, isLoading, isError, refetch } = useGetFreeLessonsQuery();
  const groups = groupByCategory(data?.data ?? [], category);

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Title order={1}>
          {category ? t('publicSite.freeLessons.titleIn', { category }) : t(`pages.${titleKey}`)}
        </Title>
        <ContentArea contentKey="freeLessons.intro" defaultContent={t('publicSite.pages.freeLessons')} />
        {data && data.categories.length > 1 && (
          <Group gap="xs" component="nav" aria-label={t('publicSite.freeLessons.categories')}>
            <Button
              component={Link}
              to="/FreeLessons"
              size="compact-sm"
              variant={category ? 'default' : 'filled'}
              aria-current={category ? undefined : 'page'}
            >
              {t('publicSite.freeLessons.all')}
            </Button>
            {data.categories.map((name) => (
              <Button
                key={name}
                component={Link}
                to={`/FreeLessons/${encodeURIComponent(name)}`}
                size="compact-sm"
                variant={name === category ? 'filled' : 'default'}
                aria-current={name === category ? 'page' : undefined}
              >
                {name}
              </Button>
            ))}
          </Group>
        )}
        <ListStatus
          loading={isLoading}
          failed={isError}
          loadingLabel={t('publicSite.freeLessons.loading')}
          failedText={t('publicSite.freeLessons.failed')}
          onRetry={() => void refetch()}
        />
        {data && groups.length === 0 && (
          <Text c="dimmed">
            {t('publicSite.freeLessons.none')}{' '}
            {category && (
              <Anchor component={Link} to="/FreeLessons" underline="always">
                {t('publicSite.freeLessons.all')}
              </Anchor>
            )}
          </Text>
        )}
        {groups.map((group) => (
          <Stack key={group.category} gap="sm" component="section" aria-label={group.category}>
            <Title order={2} size="h3">
              {group.category}
            </Title>
            <LessonList lessons={group.lessons} />
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
