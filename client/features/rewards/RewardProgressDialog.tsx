// The reward progress dialog (SPEC §4, §9): counts the new XP up one point per 80 ms with a tick
// (at most one per 150 ms) and closes after the longer of count time + 1.5 s and 4 s.
import { Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REWARD_TIMINGS } from '../../../shared/rewards';
import { LevelProgress } from './LevelProgress';
import { RewardModal, useAutoClose, useFlagOnce } from './RewardModal';
import { rewardCountShown, selectRewardCount } from './rewardsSlice';
import { type CountUp, countedValue, countPoints, createCooldown, dialogDuration } from './rules';
import { playTick } from './sounds';

function Counter({ count }: { count: CountUp }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(count.from);
  const shownRef = useRef(count.from);

  useEffect(() => {
    const started = performance.now();
    const allowSound = createCooldown(REWARD_TIMINGS.soundCooldownMs);
    const step = window.setInterval(() => {
      const now = performance.now();
      const next = countedValue(count, now - started);
      if (next !== shownRef.current) {
        shownRef.current = next;
        setValue(next);
        if (allowSound(now)) playTick();
      }
      if (next >= count.to) window.clearInterval(step);
    }, REWARD_TIMINGS.countStepMs);
    return () => window.clearInterval(step);
  }, [count]);

  return (
    <Stack gap="md" align="stretch">
      <Text ta="center" fz={40} fw={800} c="orange.9" aria-hidden="true">
        {t('rewards.dialog.gained', { count: countPoints(count) })}
      </Text>
      <Text ta="center" size="lg" data-testid="xp-count">
        {t('rewards.dialog.total', { count: value })}
      </Text>
      <LevelProgress total={value} />
    </Stack>
  );
}

export function RewardProgressDialog() {
  const { t } = useTranslation();
  const [count, setCount] = useState<CountUp | null>(null);
  const [opened, setOpened] = useState(false);

  useFlagOnce(selectRewardCount, rewardCountShown, (request) => {
    setCount(request);
    setOpened(true);
  });

  const close = () => setOpened(false);
  // Counted from when it opens; a new count while open starts its own wait.
  useAutoClose(opened ? count : null, count ? dialogDuration(count) : 0, close);

  return (
    <RewardModal opened={opened} onClose={close} title={t('rewards.dialog.title')} actionsJustify="flex-end">
      {count && (
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {t('rewards.dialog.summary', { count: countPoints(count), total: count.to })}
          </Text>
          <Counter key={`${count.from}-${count.to}`} count={count} />
        </Stack>
      )}
    </RewardModal>
  );
}
