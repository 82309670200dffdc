// /achievement/:id/:course_id (SPEC §2): one achievement, whether the viewer has earned it, and a
// way to share it (the system share sheet where there is one, else the link copied).
import { Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLink, IconShare, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { asCallError } from '../../api/callError';
import { describeCallError } from '../../api/describeError';
import { localAchievement } from '../../base/localised';
import { PageLoader } from '../../components/PageLoader';
import { type PageProps, parseIdParam } from '../../components/page';
import { StatePanel, StateText } from '../../components/StatePanel';
import { showToast } from '../../components/toast';
import { AchievementIcon } from './achievementIcons';
import { formatDay } from './formatDate';
import { useGetAchievementQuery, useGetAchievementsQuery } from './rewardsApi';
import { shareLink } from './share';

export default function AchievementPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const id = parseIdParam(params.id);
  const courseId = parseIdParam(params.course_id);
  const { data: stored, error, isLoading, refetch } = useGetAchievementQuery({ Id: id, CourseId: courseId });
  const data = stored ? localAchievement(stored, i18n.language) : undefined;
  const { data: mine } = useGetAchievementsQuery();
  const earnedAt = mine?.list.find((each) => each.Id === id)?.EarnedAt ?? null;

  if (isLoading) return <PageLoader />;
  if (!data)
    return (
      <StatePanel
        icon={<IconTrophy size={34} />}
        title={t(`pages.${titleKey}`)}
        actions={
          error !== undefined && asCallError(error).kind === 'network' ? (
            <Button onClick={() => void refetch()}>{t('rewards.retry')}</Button>
          ) : undefined
        }
      >
        {error !== undefined && <StateText>{describeCallError(error, t, i18n.language)}</StateText>}
      </StatePanel>
    );

  const share = async () => {
    const outcome = await shareLink({
      title: data.title,
      text: t('rewards.share.text', { title: data.title }),
      url: window.location.href,
    });
    if (outcome === 'copied') showToast({ message: t('rewards.share.copied'), color: 'green' });
    if (outcome === 'failed') showToast({ message: t('rewards.share.failed'), color: 'red' });
  };
  const canShareNatively = typeof navigator.share === 'function';

  return (
    <Container size="sm" py="xl">
      <Card withBorder radius="lg" padding="xl" shadow="xs">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={88} radius="xl" color="yellow" variant="light" aria-hidden="true">
            <AchievementIcon icon={data.Icon} size={48} />
          </ThemeIcon>
          <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
            {t(`pages.${titleKey}`)}
          </Text>
          <Title order={1}>{data.title}</Title>
          {data.description && <Text size="lg">{data.description}</Text>}
          <Text c="dimmed">
            {data.CourseName
              ? t('rewards.achievementPage.inCourse', { count: data.required_xp, course: data.CourseName })
              : t('rewards.achievement.requiredXp', { count: data.required_xp })}
          </Text>
          {earnedAt && (
            <Text fw={600}>
              {t('rewards.profile.earnedOn', { date: formatDay(earnedAt, i18n.language) })}
            </Text>
          )}
          <Group justify="center">
            <Button
              leftSection={
                canShareNatively ? (
                  <IconShare size={18} aria-hidden="true" />
                ) : (
                  <IconLink size={18} aria-hidden="true" />
                )
              }
              onClick={() => void share()}
            >
              {canShareNatively ? t('rewards.share.share') : t('rewards.share.copy')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
