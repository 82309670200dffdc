// Inviting people from /users (admins only: the call's access rule). Every row is checked
// before anything is written, and the whole invitation is one unit of work: a bad row, a taken
// address, a course out of reach or a plan limit invites nobody. The people join the caller's
// active company (a company's admin: theirs; the school's staff: the chip's, if any), counted
// against its plan.
import { MAX_INVITES } from '../../../shared/companies';
import type { InviteRowProblem } from '../../../shared/invitations';
import type { Locale } from '../../../shared/site';
import { AppError } from '../../calls/appError';
import type { AuthedUser } from '../../calls/registry';
import { hashPassword, randomToken } from '../../security/secrets';
import { csvRows, type InviteRow, rowProblems, typedRows } from './invitationRows';
import { roleOf } from './roleMail';
import type { UsersDeps } from './users.service';

export interface InviteInput {
  Emails: string[];
  Csv?: string | undefined;
  UserType: 1 | 2 | 8;
  CourseIds: number[];
  Language: Locale;
}

function refuse(problems: InviteRowProblem[]): never {
  throw new AppError('INVITE_ROWS_INVALID', { field: problems[0]!.Source, data: { Rows: problems } });
}

export async function invite(deps: UsersDeps, actor: AuthedUser, input: InviteInput) {
  const rows: InviteRow[] = [...typedRows(input.Emails), ...(input.Csv ? csvRows(input.Csv) : [])];
  if (rows.length === 0)
    throw new AppError('VALIDATION_FAILED', { field: 'Csv', message: 'The file has no rows.' });
  if (rows.length > MAX_INVITES)
    throw new AppError('VALIDATION_FAILED', {
      field: input.Csv ? 'Csv' : 'Emails',
      message: `At most ${MAX_INVITES} people at a time.`,
    });
  const problems = rowProblems(rows);
  if (problems.length > 0) refuse(problems);
  const { active } = await deps.companies.scopeOf(actor);
  const company = active === null ? null : await deps.companies.companyInScope(actor, active);
  // One unknowable password for every new account: the mailed link sets the real one.
  const passwordHash = await hashPassword(randomToken());
  const invitedBy = {
    inviter: `${actor.FirstName} ${actor.LastName}`.trim(),
    company: company?.Name ?? (await deps.schoolName()),
    role: roleOf(input.UserType),
  };
  return deps.work(async (w) => {
    const taken = new Set(
      await deps.repo.takenEmails(
        rows.map((r) => r.Email),
        w.tx,
      ),
    );
    const takenRows = rows.filter((r) => taken.has(r.Email));
    if (takenRows.length > 0)
      refuse(
        takenRows.map((r) => ({
          Source: r.Source,
          Row: r.Row,
          Field: 'Email',
          Problem: 'taken',
          Value: r.Email,
        })),
      );
    // The whole batch against the plan first, so the answer names the limit before any account.
    if (company) await deps.companies.assertRoom(w, company.Id, 'users', rows.length);
    const invited: { Id: number; Email: string }[] = [];
    for (const row of rows) {
      const user = await deps.auth.createAccountIn(w, {
        email: row.Email,
        firstName: row.FirstName,
        lastName: row.LastName,
        userType: input.UserType,
        passwordHash,
        language: input.Language,
        invitedBy,
      });
      if (company) await deps.companies.addMemberIn(w, actor.Id, company.Id, user.Id);
      if (input.CourseIds.length > 0)
        await deps.courses.grantAccess(w, {
          actorId: actor.Id,
          userId: user.Id,
          courseIds: input.CourseIds,
          source: 'admin',
        });
      invited.push({ Id: user.Id, Email: user.Email });
    }
    return invited;
  });
}
