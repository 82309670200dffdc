// The rewards' overlays in the shell for a signed-in person (SPEC §2 "Overlays"): the reward
// progress dialog, the achievement celebration and the course-finished celebration. Achievements
// pushed to this user (claimed in any tab or device) are celebrated 2.5 s after they are earned,
// the same moment the claiming tab shows them; the slice celebrates each once.
import { useEffect } from 'react';
import { REWARD_TIMINGS } from '../../../shared/rewards';
import { useAppDispatch } from '../../base/hooks';
import { addAppListener } from '../../base/listeners';
import { AchievementDialog } from './AchievementDialog';
import { CourseFinishedDialog } from './CourseFinishedDialog';
import { RewardProgressDialog } from './RewardProgressDialog';
import { achievementPushes } from './rewardsApi';
import { achievementReached } from './rewardsSlice';

function useAchievementPushes(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timers = new Set<number>();
    const stop = dispatch(
      addAppListener(
        achievementPushes((achievement, courseId) => {
          const timer = window.setTimeout(() => {
            timers.delete(timer);
            dispatch(achievementReached({ achievement, courseId }));
          }, REWARD_TIMINGS.achievementDelayMs);
          timers.add(timer);
        }),
      ),
    );
    return () => {
      stop();
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [dispatch]);
}

export default function RewardsOverlays() {
  useAchievementPushes();
  return (
    <>
      <RewardProgressDialog />
      <AchievementDialog />
      <CourseFinishedDialog />
    </>
  );
}
