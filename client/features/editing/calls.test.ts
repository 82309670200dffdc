// Each editing call reference must name the same file and action as its shared contract.
import { describe, expect, it } from 'vitest';
import * as admin from '../../../shared/calls/courseAdmin';
import * as locks from '../../../shared/calls/locks';
import * as users from '../../../shared/calls/users';
import { editingCalls } from './calls';

const contracts = {
  lockCourse: locks.lockCourse,
  closeCourse: locks.closeCourse,
  getCourses: admin.getCourses,
  saveCourse: admin.saveCourse,
  addCoursePart: admin.addCoursePart,
  saveCoursePart: admin.saveCoursePart,
  savePartBlocks: admin.savePartBlocks,
  saveSortedCourseParts: admin.saveSortedCourseParts,
  removeCoursePart: admin.removeCoursePart,
  addFooterCoachText: admin.addFooterCoachText,
  getUsers: users.getUsers,
} as const;

describe('editing call references', () => {
  for (const [name, ref] of Object.entries(editingCalls)) {
    it(`${name} matches its contract`, () => {
      const contract = contracts[name as keyof typeof contracts];
      expect({ file: ref.file, req: ref.req }).toEqual({ file: contract.file, req: contract.req });
    });
  }
});
