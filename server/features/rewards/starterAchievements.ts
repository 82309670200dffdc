// The achievements a new school starts with (docs/decisions.md "Achievements"): made once, with
// the school's first administrator, and the school's to change or remove like any other.
import type { AchievementIcon } from '../../../shared/rewards';

export interface StarterAchievement {
  title: string;
  description: string;
  title_sv: string;
  description_sv: string;
  required_xp: number;
  Icon: AchievementIcon;
}

export const STARTER_ACHIEVEMENTS: readonly StarterAchievement[] = [
  {
    title: 'First steps',
    description: 'You earned your first XP.',
    title_sv: 'Första stegen',
    description_sv: 'Du har fått dina första XP.',
    required_xp: 5,
    Icon: 'star',
  },
  {
    title: 'Getting going',
    description: '25 XP: you are on your way.',
    title_sv: 'Igång',
    description_sv: '25 XP: du är på god väg.',
    required_xp: 25,
    Icon: 'flame',
  },
  {
    title: 'Keen learner',
    description: '100 XP of practice and progress.',
    title_sv: 'Flitig elev',
    description_sv: '100 XP av övning och framsteg.',
    required_xp: 100,
    Icon: 'music',
  },
  {
    title: 'Regular',
    description: '250 XP: you keep coming back.',
    title_sv: 'Stamgäst',
    description_sv: '250 XP: du kommer tillbaka gång på gång.',
    required_xp: 250,
    Icon: 'medal',
  },
  {
    title: 'Master',
    description: '500 XP: few get this far.',
    title_sv: 'Mästare',
    description_sv: '500 XP: få kommer så här långt.',
    required_xp: 500,
    Icon: 'trophy',
  },
];

/** The settings row that says the starter set was made (so removing them all does not bring them back). */
export const STARTER_ACHIEVEMENTS_KEY = 'starterAchievementsMadeAt';
