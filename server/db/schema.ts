// The database schema. drizzle-kit generates migrations/ from this file (npm run db:generate).
// Column names follow the spec's field names where it gives them; times are ISO-8601 UTC text.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const users = sqliteTable('users', {
  Id: integer('Id').primaryKey({ autoIncrement: true }),
  Email: text('Email').notNull().unique(),
  Username: text('Username').notNull(),
  PasswordHash: text('PasswordHash').notNull(),
  FirstName: text('FirstName').notNull(),
  LastName: text('LastName').notNull(),
  UserType: integer('UserType').notNull().default(1),
  UserFileId: integer('UserFileId'),
  privilegies: integer('privilegies').notNull().default(0),
  TotalXp: integer('TotalXp').notNull().default(0),
  CollectXp: integer('CollectXp').notNull().default(1),
  CompanyName: text('CompanyName'),
  Phone: text('Phone'),
  MobilePhone: text('MobilePhone'),
  Street: text('Street'),
  PostalCode: text('PostalCode'),
  City: text('City'),
  Country: text('Country'),
  Interests: text('Interests'),
  Verified: integer('Verified', { mode: 'boolean' }).notNull().default(false),
  Locked: integer('Locked', { mode: 'boolean' }).notNull().default(false),
  CreatedAt: text('CreatedAt').notNull(),
  UpdatedAt: text('UpdatedAt').notNull(),
});

/** Failed sign-ins per email address, known or not, so a lock reveals nothing about accounts. */
export const loginAttempts = sqliteTable('login_attempts', {
  Email: text('Email').primaryKey(),
  FailedCount: integer('FailedCount').notNull().default(0),
  LockedUntil: text('LockedUntil'),
  LastFailedAt: text('LastFailedAt'),
});

export const sessions = sqliteTable(
  'sessions',
  {
    Id: integer('Id').primaryKey({ autoIncrement: true }),
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    TokenHash: text('TokenHash').notNull(),
    CreatedAt: text('CreatedAt').notNull(),
    LastUsedAt: text('LastUsedAt').notNull(),
    ExpiresAt: text('ExpiresAt').notNull(),
    RevokedAt: text('RevokedAt'),
  },
  (t) => [uniqueIndex('sessions_token_hash').on(t.TokenHash), index('sessions_user').on(t.UserId)],
);

/** Single-use codes sent by mail: email verification and password reset. */
export const oneTimeCodes = sqliteTable(
  'one_time_codes',
  {
    Id: integer('Id').primaryKey({ autoIncrement: true }),
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    Purpose: text('Purpose', { enum: ['verify', 'reset'] }).notNull(),
    CodeHash: text('CodeHash').notNull(),
    CreatedAt: text('CreatedAt').notNull(),
    ExpiresAt: text('ExpiresAt').notNull(),
    UsedAt: text('UsedAt'),
  },
  (t) => [uniqueIndex('one_time_codes_hash').on(t.CodeHash)],
);

export const settings = sqliteTable('settings', {
  Key: text('Key').primaryKey(),
  Value: text('Value').notNull(),
  ModificationDate: text('ModificationDate').notNull(),
});

export const events = sqliteTable(
  'events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    type: text('type').notNull(),
    at: text('at').notNull(),
    actor_id: integer('actor_id'),
    payload: text('payload').notNull(),
  },
  (t) => [index('events_at').on(t.at)],
);

export const eventAudience = sqliteTable(
  'event_audience',
  {
    event_id: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    room: text('room').notNull(),
  },
  (t) => [primaryKey({ columns: [t.event_id, t.room] }), index('event_audience_room').on(t.room, t.event_id)],
);

/** Every mail the product sends, for operators to see; the .eml file sits under the data dir. */
export const mailOutbox = sqliteTable('mail_outbox', {
  Id: integer('Id').primaryKey({ autoIncrement: true }),
  ToAddress: text('ToAddress').notNull(),
  Subject: text('Subject').notNull(),
  Transport: text('Transport', { enum: ['file', 'smtp'] }).notNull(),
  FilePath: text('FilePath'),
  CreatedAt: text('CreatedAt').notNull(),
});
