// The XP reward box on a course part page (SPEC §4): when the user collects XP, the part's reward
// is not claimed yet and the course pays by the box (progress event 1), it appears after 0.8 s.
// Claim hides it after 0.8 s and saves; the result updates the total, counts it up in the reward
// dialog and, with an achievement, celebrates that 2.5 s later. A change of earned XP looks again.
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title, Transition } from '@mantine/core';
import { IconCheck, IconStarFilled } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_REWARD_XP, REWARD_TIMINGS } from '../../../shared/rewards';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { showToast } from '../../components/toast';
import { selectSessionUser } from '../../session/sessionUser';
import { useGetClaimedRewardsQuery, useSaveRewardMutation } from './rewardsApi';
import { achievementReached, rewardCounted, selectEarnedXp } from './rewardsSlice';
import { rewardBoxEligible } from './rules';

export interface RewardBoxProps {
  courseId: number;
  partId: number;
  /** The course's CourseProgressEvent. */
  progressEvent: number;
}

/** Slides in without fading, so its text keeps full contrast at every moment. */
const slideUp = {
  in: { transform: 'translateY(0)' },
  out: { transform: 'translateY(12px)' },
  transitionProperty: 'transform',
};

export default function RewardBox({ courseId, partId, progressEvent }: RewardBoxProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const user = useAppSelector(selectSessionUser);
  const earnedXp = useAppSelector(selectEarnedXp);
  const collectXp = user?.CollectXp ?? 0;
  const { data: claimedParts } = useGetClaimedRewardsQuery(courseId, {
    skip: collectXp === 0 || progressEvent !== 1,
  });
  const [saveReward] = useSaveRewardMutation();
  const eligible = rewardBoxEligible({
    collectXp,
    progressEvent,
    claimed: claimedParts ? claimedParts.includes(partId) : null,
  });
  const [shown, setShown] = useState(false);
  const [claiming, setClaiming] = useState(false);
  /** Raised after a failed save, so the box offers the reward again. */
  const [attempt, setAttempt] = useState(0);

  // earnedXp and attempt are triggers only: each change looks again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!eligible) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), REWARD_TIMINGS.boxAppearMs);
    return () => window.clearTimeout(timer);
  }, [eligible, earnedXp, attempt]);

  const claim = () => {
    if (claiming) return;
    setClaiming(true);
    const from = user?.TotalXp ?? 0;
    // Not cleared on unmount: a claim made goes through even if the person moves on at once.
    window.setTimeout(() => {
      setShown(false);
      void saveReward({ CourseId: courseId, CoursePartId: partId })
        .unwrap()
        .then((result) => {
          if (result.awarded) dispatch(rewardCounted({ from, to: result.TotalXp }));
          const achievement = result.achievement;
          if (achievement)
            window.setTimeout(
              () => dispatch(achievementReached({ achievement, courseId })),
              REWARD_TIMINGS.achievementDelayMs,
            );
        })
        .catch(() => {
          showToast({ message: t('rewards.saveFailed'), color: 'red' });
          setClaiming(false);
          setAttempt((n) => n + 1);
        });
    }, REWARD_TIMINGS.boxHideMs);
  };

  return (
    <Transition mounted={shown} transition={slideUp} duration={250} timingFunction="ease-out">
      {(styles) => (
        <Paper
          withBorder
          radius="lg"
          p="md"
          shadow="sm"
          style={styles}
          component="section"
          aria-labelledby={titleId}
          data-testid="xp-reward-box"
        >
          <Group justify="space-between" wrap="wrap" gap="md">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={44} radius="xl" color="yellow" variant="light" aria-hidden="true">
                <IconStarFilled size={24} />
              </ThemeIcon>
              <Stack gap={2}>
                <Title order={2} size="h4" id={titleId}>
                  {t('rewards.box.title')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('rewards.box.body', { count: DEFAULT_REWARD_XP })}
                </Text>
              </Stack>
            </Group>
            <Button
              onClick={claim}
              color={claiming ? 'teal' : 'yellow'}
              autoContrast
              leftSection={claiming ? <IconCheck size={18} aria-hidden="true" /> : undefined}
              aria-disabled={claiming || undefined}
            >
              {claiming ? t('rewards.box.claimed') : t('rewards.box.claim', { count: DEFAULT_REWARD_XP })}
            </Button>
          </Group>
        </Paper>
      )}
    </Transition>
  );
}
