// Demo data for a new database (TONIC_SEED=demo): one account of each kind, named in the README.
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../features/auth/secrets';

export const DEMO_PASSWORD = 'tonic-demo';

export const DEMO_USERS = [
  { Email: 'admin@tonic.test', FirstName: 'Ada', LastName: 'Admin', UserType: 2, privilegies: 100 },
  { Email: 'coach@tonic.test', FirstName: 'Cole', LastName: 'Coach', UserType: 8, privilegies: 60 },
  { Email: 'student@tonic.test', FirstName: 'Sam', LastName: 'Student', UserType: 1, privilegies: 0 },
  { Email: 'student2@tonic.test', FirstName: 'Sara', LastName: 'Student', UserType: 1, privilegies: 0 },
] as const;

/** Seeds only an empty database, so restarts never duplicate or overwrite anything. */
export async function seedDemo(db: Db): Promise<boolean> {
  const existing = db.select({ n: count() }).from(users).get()?.n ?? 0;
  if (existing > 0) return false;
  const now = new Date().toISOString();
  const PasswordHash = await hashPassword(DEMO_PASSWORD);
  db.transaction(
    (tx) => {
      for (const user of DEMO_USERS) {
        tx.insert(users)
          .values({
            ...user,
            Username: user.Email,
            PasswordHash,
            CompanyName: user.UserType === 1 ? null : 'Tonic',
            Verified: true,
            CreatedAt: now,
            UpdatedAt: now,
          })
          .run();
      }
    },
    { behavior: 'immediate' },
  );
  return true;
}
