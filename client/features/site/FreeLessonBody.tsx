// One free lesson opened in the list: its text and video blocks, fetched when it is opened.
import { Alert, Group, Loader, Stack, Text, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VideoPlayer } from '../../components/VideoPlayer';
import { type FreeLesson, useGetFreeLessonQuery } from './siteApi';

export function FreeLessonBody({ lesson }: { lesson: FreeLesson }) {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useGetFreeLessonQuery(lesson.CoursePartId);
  if (isLoading) {
    return (
      <Group justify="center" role="status">
        <Loader size="sm" aria-label={t('site.freeLessons.loading')} />
      </Group>
    );
  }
  if (isError || !data) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('site.freeLessons.failed')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {data.ContentBlocks.map((block) =>
        block.BlockType === 'Video' && block.VideoUrl ? (
          <Stack key={block.Id} gap={4} component="figure" m={0}>
            <VideoPlayer
              url={block.VideoUrl}
              label={t('site.freeLessons.video', { name: block.Title || lesson.Name })}
              unplayableText={t('site.freeLessons.videoUnplayable')}
            />
            {block.Title && (
              <Text component="figcaption" size="sm" c="dimmed">
                {block.Title}
              </Text>
            )}
          </Stack>
        ) : (
          <Typography key={block.Id}>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before it is stored. */}
            <div dangerouslySetInnerHTML={{ __html: block.Content }} />
          </Typography>
        ),
      )}
    </Stack>
  );
}
