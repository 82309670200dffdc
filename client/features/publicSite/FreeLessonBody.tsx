// One free lesson opened in the list: its text and video blocks, fetched when it is opened.
import { Alert, Stack, Text, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../components/LoadingStatus';
import { VideoPlayer } from '../../components/VideoPlayer';
import { type FreeLesson, useGetFreeLessonQuery } from './publicSiteApi';

export function FreeLessonBody({ lesson }: { lesson: FreeLesson }) {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useGetFreeLessonQuery(lesson.CoursePartId);
  if (isLoading) {
    return <LoadingStatus size="sm" label={t('publicSite.freeLessons.loading')} />;
  }
  if (isError || !data) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('publicSite.freeLessons.failed')}
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
              label={t('publicSite.freeLessons.video', { name: block.Title || lesson.Name })}
              unplayableText={t('publicSite.freeLessons.videoUnplayable')}
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
