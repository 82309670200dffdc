// The public site's calls (booking.php, contact.php, free_lessons.php, resources.php), one
// reference each; calls.test.ts checks them against shared/calls/publicSite.ts.
import type * as site from '../../../shared/calls/publicSite';
import { callRef } from '../../api/contract';

export const siteCalls = {
  requestCoachingSession: callRef<typeof site.requestCoachingSession>('booking.php', 'request_session'),
  sendContact: callRef<typeof site.sendContact>('contact.php', 'send_contact'),
  getFreeLessons: callRef<typeof site.getFreeLessons>('free_lessons.php', 'get_free_lessons'),
  getFreeLesson: callRef<typeof site.getFreeLesson>('free_lessons.php', 'get_free_lesson'),
  getResources: callRef<typeof site.getResources>('resources.php', 'get_resources'),
  saveResource: callRef<typeof site.saveResource>('resources.php', 'save_resource'),
  removeResource: callRef<typeof site.removeResource>('resources.php', 'remove_resource'),
} as const;
