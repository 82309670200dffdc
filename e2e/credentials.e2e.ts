// A certificate as an Open Badges 3.0 credential: a learner named in letters beyond ASCII
// finishes a course, downloads the credential's JSON and signed JWT from /MyProfile, and a
// visitor's verification page checks the signature and the revocation status in the browser.
import { readFile } from 'node:fs/promises';
import * as courses from '../shared/calls/courses';
import * as profile from '../shared/calls/profile';
import { expectAccessible, visit } from './support/a11y';
import { call } from './support/api';
import { makePerson, nearlyFinish } from './support/factories';
import { expect, test } from './support/test';

const COURSE = 'Ear Training Fundamentals';
/** The course's milestone: watching it finishes the course. */
const MILESTONE = 9;

test('a learner downloads the credential from the profile; the verification page checks its signature and status', async ({
  openAs,
  openPage,
}) => {
  const student = await makePerson('academy', { first: 'Lukasz', last: 'Li', courses: [1] });
  // Her name in its own letters (the address the factory makes from it stays ASCII).
  const [FirstName, LastName] = ['Łukasz', student.lastName.replace(/^Li/, '李雷')];
  await call('academy', profile.saveMyProfile, { FirstName, LastName }, { token: student.token });
  const name = `${FirstName} ${LastName}`;
  await nearlyFinish(student, 1);
  await call(
    'academy',
    courses.updateVideoPlay,
    { CourseId: 1, CoursePartId: MILESTONE },
    { token: student.token },
  );

  const page = await openAs(student);
  await page.goto('/MyProfile');
  const certificate = page.getByTestId('certificate').filter({ hasText: COURSE });
  const code = (await certificate.getByText(/^TNC-/).textContent()) ?? '';
  expect(code).toMatch(/^TNC-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  const downloaded = async (name: string) => {
    const downloading = page.waitForEvent('download');
    await certificate.getByRole('link', { name }).click();
    const download = await downloading;
    return { file: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
  };
  const json = await downloaded(`Credential (JSON), ${COURSE}`);
  expect(json.file).toBe(`${code}.json`);
  const credential = JSON.parse(json.text);
  expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
  expect(credential.credentialSubject.identifier[0].identityHash).toBe(name);
  expect(credential.credentialSubject.achievement.name).toBe(COURSE);
  const jwt = await downloaded(`Signed credential (JWT), ${COURSE}`);
  expect(jwt.file).toBe(`${code}.jwt`);
  expect(jwt.text).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  const payload = JSON.parse(Buffer.from(jwt.text.split('.')[1]!, 'base64url').toString('utf8'));
  expect(payload.credentialSubject.identifier[0].identityHash).toBe(name);
  await expectAccessible(page);

  // A visitor's verification page checks the signed credential itself.
  const stranger = await openPage();
  await visit(stranger, `/verify/${code}`);
  const check = stranger.getByTestId('credential-check');
  await expect(check).toContainText(/Signature valid: signed by .+ \(key [\w-]+\)\./);
  await expect(check).toContainText('Not revoked, by the school’s status list.');
  await expect(stranger.getByTestId('credential-downloads').getByRole('link')).toHaveCount(2);
  await expectAccessible(stranger);
});
