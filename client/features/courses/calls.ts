// The course calls this feature makes (see api/contract.ts for why addresses, not contracts).
import * as coursesAddresses from '../../../shared/calls/addresses/courses';
import type * as courses from '../../../shared/calls/courses';
import { callRef } from '../../api/contract';

export const courseCalls = {
  getCourse: callRef<typeof courses.getCourse>(coursesAddresses.getCourse),
  getMyCourses: callRef<typeof courses.getMyCourses>(coursesAddresses.getMyCourses),
  getCoursePart: callRef<typeof courses.getCoursePart>(coursesAddresses.getCoursePart),
  updateVideoPlay: callRef<typeof courses.updateVideoPlay>(coursesAddresses.updateVideoPlay),
  resetEpisodeProgress: callRef<typeof courses.resetEpisodeProgress>(coursesAddresses.resetEpisodeProgress),
} as const;
