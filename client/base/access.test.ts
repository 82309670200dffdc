import { describe, expect, it } from 'vitest';
import { USER_TYPE } from '../../shared/access';
import { parseIdParam } from '../components/page';
import { judgeRoute, passes } from './access';

const people = [
  null,
  { UserType: USER_TYPE.student, privilegies: 0 },
  { UserType: USER_TYPE.student, privilegies: 51 },
  { UserType: USER_TYPE.student, privilegies: 50 },
  { UserType: USER_TYPE.admin, privilegies: 0 },
  { UserType: USER_TYPE.coach, privilegies: 0 },
];

describe('access rules', () => {
  it('let each kind of person through exactly the rules the spec gives them', () => {
    const table = people.map((person) =>
      (['public', 'auth', 'staff', 'admin'] as const).map((rule) => passes(rule, person)),
    );
    expect(table).toEqual([
      [true, false, false, false], // signed out
      [true, true, false, false], // student
      [true, true, true, false], // student with privilegies above 50
      [true, true, false, false], // privilegies exactly 50
      [true, true, true, true], // type 2
      [true, true, true, false], // type 8
    ]);
  });

  it('sends visitors to sign in and students to the denied page', () => {
    const visit = { site: 'academy' as const, registrationEnabled: true };
    expect(judgeRoute({ access: 'staff' }, { ...visit, user: null })).toBe('signIn');
    expect(
      judgeRoute({ access: 'staff' }, { ...visit, user: { UserType: USER_TYPE.student, privilegies: 0 } }),
    ).toBe('denied');
    expect(
      judgeRoute({ access: 'admin' }, { ...visit, user: { UserType: USER_TYPE.coach, privilegies: 0 } }),
    ).toBe('denied');
    expect(
      judgeRoute({ access: 'admin' }, { ...visit, user: { UserType: USER_TYPE.admin, privilegies: 0 } }),
    ).toBe('allow');
  });

  it('hides academy pages in the teams variant and sign-up when registration is off', () => {
    const user = null;
    expect(
      judgeRoute({ access: 'public', academyOnly: true }, { user, site: 'teams', registrationEnabled: true }),
    ).toBe('notFound');
    expect(
      judgeRoute(
        { access: 'public', needsRegistration: true },
        { user, site: 'academy', registrationEnabled: false },
      ),
    ).toBe('notFound');
  });

  it('parses route ids as integers, 0 when not numeric', () => {
    expect(parseIdParam('42')).toBe(42);
    expect(parseIdParam('abc')).toBe(0);
    expect(parseIdParam(undefined)).toBe(0);
  });
});
