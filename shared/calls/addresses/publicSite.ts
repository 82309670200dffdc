// The addresses of the calls in ../publicSite.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { Site } from '../../site';
import type { CallAddress } from '../address';

/** The calls behind the pages SPEC §2 tags for the academy (booking, free lessons, ear training, resources). */
const ACADEMY_ONLY: readonly Site[] = ['academy'];

export const requestCoachingSession = {
  file: 'booking.php',
  req: 'request_session',
  access: 'public',
  scope: 'open',
  sites: ACADEMY_ONLY,
} as const satisfies CallAddress;

export const sendContact = {
  file: 'contact.php',
  req: 'send_contact',
  access: 'public',
  scope: 'open',
} as const satisfies CallAddress;

export const getFreeLessons = {
  file: 'free_lessons.php',
  req: 'get_free_lessons',
  access: 'public',
  scope: 'open',
  sites: ACADEMY_ONLY,
} as const satisfies CallAddress;

export const getFreeLesson = {
  file: 'free_lessons.php',
  req: 'get_free_lesson',
  access: 'public',
  scope: 'open',
  sites: ACADEMY_ONLY,
} as const satisfies CallAddress;

export const completeEarTrainingRound = {
  file: 'ear_training.php',
  req: 'complete_round',
  access: 'auth',
  scope: 'own',
  sites: ACADEMY_ONLY,
} as const satisfies CallAddress;

export const getResources = {
  file: 'resources.php',
  req: 'get_resources',
  access: 'auth',
  scope: 'own',
  sites: ACADEMY_ONLY,
} as const satisfies CallAddress;

export const saveResource = {
  file: 'resources.php',
  req: 'save_resource',
  access: 'staff',
  scope: 'school',
  sites: ACADEMY_ONLY,
} as const satisfies CallAddress;

export const removeResource = {
  file: 'resources.php',
  req: 'remove_resource',
  access: 'staff',
  scope: 'school',
  sites: ACADEMY_ONLY,
} as const satisfies CallAddress;
