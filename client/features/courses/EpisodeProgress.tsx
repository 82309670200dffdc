// The episode's watched state and what the user can do about it (SPEC §4 "Video/episode
// progress", §5): mark it watched (for parts without a video, or a video that cannot report its
// end) or, once watched, reset it after the spec's Yes/No question.
import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCircleCheck, IconRotate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast';
import { useResetEpisodeMutation } from './coursesApi';
import type { CoursePartPage } from './types';

interface EpisodeProgressProps {
  part: CoursePartPage;
  hasVideo: boolean;
  markWatched: () => void;
  marking: boolean;
}

export function EpisodeProgress({ part, hasVideo, markWatched, marking }: EpisodeProgressProps) {
  const { t } = useTranslation();
  const [confirming, confirm] = useDisclosure(false);
  const [resetEpisode, reset] = useResetEpisodeMutation();
  const watched = part.VideoPlay === 1;

  const resetNow = async () => {
    confirm.close();
    try {
      await resetEpisode({ CourseId: part.CourseId, CoursePartId: part.Id }).unwrap();
    } catch {
      showToast({ message: t('courses.resetFailed'), color: 'red' });
    }
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="episode-progress">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="episode-progress">
            {t('courses.episode')}
          </Title>
          {watched ? (
            <Badge color="teal.9" leftSection={<IconCircleCheck size={14} aria-hidden="true" />}>
              {t('courses.watched')}
            </Badge>
          ) : (
            <Badge variant="default">{t('courses.notWatched')}</Badge>
          )}
        </Group>
        {!watched && hasVideo && (
          <Text size="sm" c="dimmed">
            {t('courses.watchHint')}
          </Text>
        )}
        <Group>
          {watched ? (
            <Button
              variant="default"
              leftSection={<IconRotate size={18} aria-hidden="true" />}
              onClick={confirm.open}
              loading={reset.isLoading}
            >
              {t('courses.resetProgress')}
            </Button>
          ) : (
            <Button
              leftSection={<IconCircleCheck size={18} aria-hidden="true" />}
              onClick={markWatched}
              loading={marking}
            >
              {t('courses.markWatched')}
            </Button>
          )}
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={confirm.close}
        title={t('courses.resetTitle')}
        withCloseButton={false}
        centered
      >
        <Stack gap="lg">
          <Text>{t('courses.resetConfirm', { name: part.Name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              {t('courses.no')}
            </Button>
            <Button color="red.8" onClick={() => void resetNow()}>
              {t('courses.yes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
