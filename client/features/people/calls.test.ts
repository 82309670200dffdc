// Each people call reference must name the same file and action as its shared contract.
import { describe, expect, it } from 'vitest';
import { getCourses } from '../../../shared/calls/courseAdmin';
import { changePassword, getMyProfile, saveMyProfile } from '../../../shared/calls/profile';
import {
  anonymiseUser,
  endUserSessions,
  getUser,
  getUsers,
  grantCourseAccess,
  revokeCourseAccess,
  saveUser,
  setUsersLocked,
} from '../../../shared/calls/users';
import { peopleCalls } from './calls';

const contracts = {
  getUsers,
  getUser,
  saveUser,
  grantCourseAccess,
  revokeCourseAccess,
  setUsersLocked,
  endUserSessions,
  anonymiseUser,
  getMyProfile,
  saveMyProfile,
  changePassword,
  getCourses,
};

describe('people call references', () => {
  it.each(Object.entries(peopleCalls))('%s matches its contract', (name, ref) => {
    const contract = contracts[name as keyof typeof contracts];
    expect({ file: ref.file, req: ref.req }).toEqual({ file: contract.file, req: contract.req });
  });
});
