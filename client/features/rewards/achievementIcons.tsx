// An achievement's icon (ACHIEVEMENT_ICONS in shared/rewards.ts) as a drawn icon, its name said in
// words for screen readers where it stands alone. data-icon names it for the journeys.
import {
  IconCrown,
  IconFlame,
  IconHeart,
  IconMedal,
  IconMusic,
  IconRocket,
  IconStar,
  IconTrophy,
} from '@tabler/icons-react';
import type { AchievementIcon as IconName } from '../../../shared/rewards';

const ICONS = {
  trophy: IconTrophy,
  star: IconStar,
  medal: IconMedal,
  flame: IconFlame,
  music: IconMusic,
  rocket: IconRocket,
  heart: IconHeart,
  crown: IconCrown,
} as const satisfies Record<IconName, unknown>;

export function AchievementIcon({ icon, size = 22 }: { icon: IconName; size?: number }) {
  const Icon = ICONS[icon];
  return <Icon size={size} stroke={1.75} aria-hidden="true" data-icon={icon} />;
}
