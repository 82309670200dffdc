import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../../shared/calls';
import type { CallContract } from '../../../shared/calls/define';
import type { Task } from '../../../shared/calls/tasks';
import { TASK_TYPE, UNASSIGNED_OWNER } from '../../../shared/tasks';
import { connected, nextEventWhere, startServer, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: string;
let coach: string;
let student: string;
let coachId: number;
let studentId: number;

beforeAll(async () => {
  server = await startServer();
  admin = await server.signIn('admin@tonic.test');
  coach = await server.signIn('coach@tonic.test');
  student = await server.signIn('student@tonic.test');
  const ids = await server.sql<{ Id: number; Email: string }>('select "Id", "Email" from users');
  coachId = ids.find((u) => u.Email === 'coach@tonic.test')!.Id;
  studentId = ids.find((u) => u.Email === 'student@tonic.test')!.Id;
});
afterAll(() => server.close());

const call = (contract: CallContract, data: Record<string, unknown>, token: string) =>
  server.call(contract, data, token);

async function newTask(description: string, extra: Record<string, unknown> = {}): Promise<number> {
  const reply = await call(
    calls.tasks.createTask,
    { Task: { TaskType: 2, Description: description, ...extra } },
    admin,
  );
  expect(reply.body.status).toBe('OK');
  return (reply.body.data as { Id: number }).Id;
}

const update = (token: string, Task: Record<string, unknown>, more: Record<string, unknown> = {}) =>
  call(calls.tasks.updateTask, { Task, ...more }, token);

describe('the work queue', () => {
  it('only staff read and change tasks', async () => {
    const id = await newTask('Staff only');
    expect((await call(calls.tasks.getTasks, {}, student)).status).toBe(403);
    expect((await call(calls.tasks.getTask, { Id: id }, student)).status).toBe(403);
    expect(
      (await call(calls.tasks.createTask, { Task: { TaskType: 2, Description: 'x' } }, student)).status,
    ).toBe(403);
    expect((await update(student, { Id: id, CompleteTheTask: true })).status).toBe(403);
    expect((await server.call(calls.tasks.getTasks, {}, null)).status).toBe(401);
  });

  it('a support request arrives in every open queue at once, unassigned, and is counted', async () => {
    const staff = server.connect(coach);
    await connected(staff);
    const arrived = nextEventWhere(
      staff,
      'task:changed',
      (e) => (e.task as { TaskType?: number }).TaskType === TASK_TYPE.support,
    );
    const sent = await server.call(
      calls.messages.sendSupport,
      { Message: 'The video will not play', Url: '/course/1' },
      student,
    );
    expect(sent.body.status).toBe('OK');
    const pushed = (await arrived).task as { Id: number; TaskOwner: number };
    expect(pushed.TaskOwner).toBe(UNASSIGNED_OWNER);

    const open = await call(calls.tasks.getTasks, { Condition: 'open' }, coach);
    const list = open.body.data as Task[];
    expect(list[0]).toMatchObject({
      Id: pushed.Id,
      TaskType: TASK_TYPE.support,
      UserRealName: 'Sam Student',
    });
    expect(open.body.open_count).toBeGreaterThanOrEqual(1);
    staff.disconnect();
  });

  it("a support request's title is its plain text, not the editor's HTML", async () => {
    const sent = await server.call(
      calls.messages.sendSupport,
      { Message: '<p><span>The video</span> &amp; the sound</p><p>both stop</p>' },
      student,
    );
    expect(sent.body.status).toBe('OK');
    const id = (sent.body.data as { Id: number }).Id;
    const read = await call(calls.tasks.getTask, { Id: id }, admin);
    expect((read.body.data as Task).Description).toBe('The video & the sound\nboth stop');
    // A request stored with its HTML before reads plain as well.
    await server.sql(`update tasks set "Description" = '<p><span>Old</span> request</p>' where "Id" = ${id}`);
    const old = await call(calls.tasks.getTasks, { Condition: 'open' }, admin);
    expect((old.body.data as Task[]).find((task) => task.Id === id)?.Description).toBe('Old request');
  });

  it('staff take, note, date and complete a task; filters follow', async () => {
    const id = await newTask('Call the parent', { UserId: studentId });
    const taken = await update(
      coach,
      { Id: id, TaskOwner: coachId, Note: 'Called once' },
      { EventStartDate: '2026-12-01T09:00:00.000Z' },
    );
    expect(taken.body.data).toMatchObject({
      TaskOwner: coachId,
      OwnerName: 'Cole Coach',
      Note: 'Called once',
      EventStartDate: '2026-12-01T09:00:00.000Z',
    });
    const mine = (await call(calls.tasks.getTasks, { Condition: 'mine' }, coach)).body.data as Task[];
    expect(mine.map((t) => t.Id)).toContain(id);

    const done = await update(coach, { Id: id, CompleteTheTask: true });
    expect(done.body.data).toMatchObject({
      CompleteTheTask: true,
      CompletedByUserId: coachId,
      CompletedDate: expect.any(String),
    });
    expect(
      ((await call(calls.tasks.getTasks, { Condition: 'open', limit: 100 }, coach)).body.data as Task[]).map(
        (t) => t.Id,
      ),
    ).not.toContain(id);
    expect(
      ((await call(calls.tasks.getTasks, { Condition: 'done', limit: 100 }, coach)).body.data as Task[]).map(
        (t) => t.Id,
      ),
    ).toContain(id);
  });

  it('trash keeps a task out of the queue until restored', async () => {
    const id = await newTask('Spam');
    await update(admin, { Id: id, Trashed: true });
    expect(
      ((await call(calls.tasks.getTasks, { Condition: 'all', limit: 100 }, admin)).body.data as Task[]).map(
        (t) => t.Id,
      ),
    ).not.toContain(id);
    expect(
      (
        (await call(calls.tasks.getTasks, { Condition: 'all', isTrash: true, limit: 100 }, admin)).body
          .data as Task[]
      ).map((t) => t.Id),
    ).toContain(id);
    await update(admin, { Id: id, Trashed: false });
    expect(
      ((await call(calls.tasks.getTasks, { Condition: 'all', limit: 100 }, admin)).body.data as Task[]).map(
        (t) => t.Id,
      ),
    ).toContain(id);
  });

  it('a coach cannot take a task someone else holds, nor give tasks away; an admin gives only to staff', async () => {
    const id = await newTask('Held');
    await update(admin, { Id: id, TaskOwner: coachId });
    const adminId = (
      await server.sql<{ Id: number }>(`select "Id" from users where "Email" = 'admin@tonic.test'`)
    )[0]!.Id;
    const [other] = await server.sql<{ Id: number }>(
      `insert into users ("Email", "Username", "PasswordHash", "FirstName", "LastName", "UserType", "Verified", "CreatedAt", "UpdatedAt") select 'coach2@tonic.test', 'coach2@tonic.test', "PasswordHash", 'Cora', 'Coach', 8, true, 'now', 'now' from users where "Email" = 'coach@tonic.test' returning "Id"`,
    );
    const coach2 = await server.signIn('coach2@tonic.test');
    const refused = await update(coach2, { Id: id, TaskOwner: other!.Id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error_code: 'TASK_TAKEN', data: { TaskOwner: coachId } });
    expect((await update(coach, { Id: id, TaskOwner: adminId })).status).toBe(403);
    const toStudent = await update(admin, { Id: id, TaskOwner: studentId });
    expect(toStudent.body).toMatchObject({ error_code: 'TASK_OWNER_NOT_STAFF' });
    const [row] = await server.sql<{ TaskOwner: number }>('select "TaskOwner" from tasks where "Id" = ?', id);
    expect(row!.TaskOwner).toBe(coachId);
  });

  it('two staff taking the same task at once: one gets it, the other is told', async () => {
    const id = await newTask('Race');
    const [other] = await server.sql<{ Id: number }>(
      `select "Id" from users where "Email" = 'coach2@tonic.test'`,
    );
    const coach2 = await server.signIn('coach2@tonic.test');
    const replies = await Promise.all([
      update(coach, { Id: id, TaskOwner: coachId }),
      update(coach2, { Id: id, TaskOwner: other!.Id }),
    ]);
    expect(replies.filter((r) => r.body.status === 'OK')).toHaveLength(1);
    expect(replies.filter((r) => r.body.error_code === 'TASK_TAKEN')).toHaveLength(1);
  });

  it('pages the queue on the server', async () => {
    for (let i = 0; i < 5; i++) await newTask(`Page ${i}`, { CourseId: 1 });
    const first = await call(
      calls.tasks.getTasks,
      { Condition: 'all', CourseId: 1, limit: 2, page: 1 },
      admin,
    );
    expect(first.body.data).toHaveLength(2);
    expect((first.body.pagination as { total_pages: number }).total_pages).toBeGreaterThanOrEqual(3);
    const bad = await call(calls.tasks.getTasks, { limit: 1000 }, admin);
    expect(bad.body).toMatchObject({ status: 'INVALID', field: 'limit' });
  });

  it('every change is pushed to the staff room', async () => {
    const id = await newTask('Pushed');
    const staff = server.connect(admin);
    await connected(staff);
    // The creation's own push may reach the room after the socket joined it (on PostgreSQL pushes
    // wait for the event horizon, after the reply): wait for the change's push, not the next one.
    const changed = nextEventWhere(
      staff,
      'task:changed',
      ({ task }) => task.Id === id && task.CompleteTheTask === true,
    );
    await update(coach, { Id: id, CompleteTheTask: true });
    expect((await changed).task).toMatchObject({ Id: id, CompleteTheTask: true });
    staff.disconnect();
  });
});
