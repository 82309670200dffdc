// The benchmark's people, written straight into a fresh Tonic database before the server starts:
// registering thousands of accounts through sign_in would spend minutes in argon2. Every account
// shares one real argon2 hash; every session is stored the way Tonic stores it (sha256 of the
// token), so the server authenticates these tokens through its normal path.
import path from 'node:path';
import type { Database, Tx } from '../../server/db/database';
import { openPostgres } from '../../server/db/postgres';
import { openSqlite } from '../../server/db/sqlite';
import { sessions, users } from '../../server/db/tables';
import { hashPassword, hashToken, randomToken } from '../../server/security/secrets';
import { USER_TYPE } from '../../shared/users';

export interface BenchUser {
  id: number;
  token: string;
}

/** Coach i writes to student i. Coaches are staff, who may message anyone (SPEC §5). */
export interface Population {
  coaches: BenchUser[];
  students: BenchUser[];
}

/** The first `clients` users of a population: half coaches, half students, each pair intact. */
export function slice(population: Population, clients: number): Population {
  const pairs = Math.floor(clients / 2);
  return {
    coaches: population.coaches.slice(0, pairs),
    students: population.students.slice(0, clients - pairs),
  };
}

export function everyone(population: Population): BenchUser[] {
  return [...population.coaches, ...population.students];
}

const YEAR_MS = 365 * 86_400_000;

/** Where the population is written: Tonic's SQLite file in a folder, or a PostgreSQL database. */
export type PopulationTarget = { dataDir: string } | { databaseUrl: string };

export async function createPopulation(target: PopulationTarget, clients: number): Promise<Population> {
  // Opening applies the migrations, exactly as the server does at start-up.
  const database: Database =
    'databaseUrl' in target
      ? await openPostgres(target.databaseUrl)
      : openSqlite(path.join(target.dataDir, 'tonic.db'), 5000);
  const passwordHash = await hashPassword(randomToken());
  const now = new Date();
  const iso = now.toISOString();
  const expires = new Date(now.getTime() + YEAR_MS).toISOString();
  const pairs = Math.floor(clients / 2);

  const create = async (tx: Tx, kind: 'coach' | 'student', i: number): Promise<BenchUser> => {
    const [row] = await tx
      .insert(users)
      .values({
        Email: `bench-${kind}-${i}@bench.test`,
        Username: `bench-${kind}-${i}`,
        PasswordHash: passwordHash,
        FirstName: kind === 'coach' ? 'Coach' : 'Student',
        LastName: String(i),
        UserType: kind === 'coach' ? USER_TYPE.coach : USER_TYPE.student,
        Verified: true,
        CreatedAt: iso,
        UpdatedAt: iso,
      })
      .returning({ Id: users.Id });
    if (!row) throw new Error('bench user not stored');
    const Id = row.Id;
    const token = randomToken();
    await tx.insert(sessions).values({
      UserId: Id,
      TokenHash: hashToken(token),
      CreatedAt: iso,
      LastUsedAt: iso,
      ExpiresAt: expires,
    });
    return { id: Id, token };
  };

  try {
    // One transaction: thousands of synchronous=FULL commits would each wait for the disk.
    return await database.transaction(async (tx) => {
      const coaches: BenchUser[] = [];
      for (let i = 0; i < pairs; i++) coaches.push(await create(tx, 'coach', i));
      const students: BenchUser[] = [];
      for (let i = 0; i < clients - pairs; i++) students.push(await create(tx, 'student', i));
      return { coaches, students };
    });
  } finally {
    await database.close();
  }
}
