// Each course call reference must name the same file and action as its shared contract.
import { describe, expect, it } from 'vitest';
import * as courses from '../../../shared/calls/courses';
import { courseCalls } from './calls';

const contracts = {
  getCourse: courses.getCourse,
  getMyCourses: courses.getMyCourses,
  getCoursePart: courses.getCoursePart,
  updateVideoPlay: courses.updateVideoPlay,
  resetEpisodeProgress: courses.resetEpisodeProgress,
} as const;

describe('course call references', () => {
  for (const [name, ref] of Object.entries(courseCalls)) {
    it(`${name} matches its contract`, () => {
      const contract = contracts[name as keyof typeof contracts];
      expect({ file: ref.file, req: ref.req }).toEqual({ file: contract.file, req: contract.req });
    });
  }
});
