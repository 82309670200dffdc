// Derived from schema.ts by scripts/schema/derivePg.ts (npm run db:generate): do not edit.
// Column names follow the spec's field names where it gives them; times are ISO-8601 UTC text.
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
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
  /** The address line above street, postal code and city (c/o, building). */
  Address: text('Address'),
  /** The company a staff member of several works in now (the top bar's company chip). */
  ActiveCompanyId: integer('ActiveCompanyId'),
  Verified: boolean('Verified').notNull().default(false),
  Locked: boolean('Locked').notNull().default(false),
  /** When the user's last socket anywhere closed: presence survives restarts and spans nodes. */
  LastSeen: text('LastSeen'),
  /** The language mail and notices are written in (en, sv). */
  Language: text('Language').notNull().default('en'),
  CreatedAt: text('CreatedAt').notNull(),
  UpdatedAt: text('UpdatedAt').notNull(),
});

/** Failed sign-ins per email address, known or not, so a lock reveals nothing about accounts. */
export const loginAttempts = pgTable('login_attempts', {
  Email: text('Email').primaryKey(),
  FailedCount: integer('FailedCount').notNull().default(0),
  LockedUntil: text('LockedUntil'),
  LastFailedAt: text('LastFailedAt'),
});

export const sessions = pgTable(
  'sessions',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    TokenHash: text('TokenHash').notNull(),
    CreatedAt: text('CreatedAt').notNull(),
    LastUsedAt: text('LastUsedAt').notNull(),
    ExpiresAt: text('ExpiresAt').notNull(),
    RevokedAt: text('RevokedAt'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash').on(t.TokenHash),
    index('sessions_user').on(t.UserId),
    // Sign-ins per day (statistics).
    index('sessions_created').on(t.CreatedAt),
  ],
);

/** Single-use codes sent by mail: email verification and password reset. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
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

export const settings = pgTable('settings', {
  Key: text('Key').primaryKey(),
  Value: text('Value').notNull(),
  ModificationDate: text('ModificationDate').notNull(),
});

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: text('type').notNull(),
    at: text('at').notNull(),
    actor_id: integer('actor_id'),
    payload: text('payload').notNull(),
  },
  (t) => [
    index('events_at').on(t.at),
    // The operations console pages back through one type or one user's events.
    index('events_type').on(t.type, t.id),
    index('events_actor').on(t.actor_id, t.id),
  ],
);

export const eventAudience = pgTable(
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
/**
 * Outgoing mail, written in the transaction of the change that causes it and sent after commit
 * by server/mail/outbox.ts, retried with backoff until it is sent or given up (`failed`).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    ToAddress: text('ToAddress').notNull(),
    Subject: text('Subject').notNull(),
    /** The template and language it was written from (server/mail/templates). */
    Template: text('Template'),
    Locale: text('Locale'),
    Body: text('Body').notNull().default(''),
    Html: text('Html'),
    Transport: text('Transport', { enum: ['file', 'smtp'] }).notNull(),
    /** Rows from before the outbox retried anything had all been sent: hence the default. */
    /** `cancelled`: withdrawn before it was claimed (a reminder whose day got done meanwhile). */
    Status: text('Status', { enum: ['pending', 'sent', 'failed', 'cancelled'] })
      .notNull()
      .default('sent'),
    Attempts: integer('Attempts').notNull().default(0),
    /** When a pending mail may be tried (again); a claimed one is leased until then. */
    NextAttemptAt: text('NextAttemptAt'),
    LastError: text('LastError'),
    FilePath: text('FilePath'),
    /** A document made when the mail goes out, as `<kind>:<id>` (server/mail/attachments.ts). */
    Attachment: text('Attachment'),
    CreatedAt: text('CreatedAt').notNull(),
    SentAt: text('SentAt'),
  },
  (t) => [index('mail_outbox_due').on(t.Status, t.NextAttemptAt)],
);

export const courses = pgTable('courses', {
  Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
  Name: text('Name').notNull(),
  Description: text('Description').notNull().default(''),
  Code: text('Code').notNull().unique(),
  Image: text('Image'),
  Language: text('Language').notNull().default('en'),
  Site: text('Site', { enum: ['academy', 'teams', 'both'] })
    .notNull()
    .default('both'),
  CertificateTemplate: text('CertificateTemplate'),
  CertificateExpires: boolean('CertificateExpires').notNull().default(false),
  CertificateValidityMonths: integer('CertificateValidityMonths'),
  /** 1: XP is claimed per page from the reward box; 2: XP comes with video progress. */
  CourseProgressEvent: integer('CourseProgressEvent').notNull().default(1),
  FooterMentorCopyUseCustomText: boolean('FooterMentorCopyUseCustomText').notNull().default(false),
  FooterMentorCopyText: text('FooterMentorCopyText').notNull().default(''),
  /** The company that owns the course (teams); null: the school's own course. */
  CompanyId: integer('CompanyId'),
  CreatedAt: text('CreatedAt').notNull(),
  UpdatedAt: text('UpdatedAt').notNull(),
});

/** Parts of a course; a part with a ParentPartId is a post inside that part (a Post block). */
export const courseParts = pgTable(
  'course_parts',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    CourseId: integer('CourseId')
      .notNull()
      .references(() => courses.Id, { onDelete: 'cascade' }),
    ParentPartId: integer('ParentPartId'),
    Name: text('Name').notNull(),
    Published: boolean('Published').notNull().default(false),
    PublishDate: text('PublishDate'),
    SortId: integer('SortId').notNull().default(0),
    VideoLength: integer('VideoLength').notNull().default(0),
    Free: boolean('Free').notNull().default(false),
    MentorOnly: boolean('MentorOnly').notNull().default(false),
    PostType: integer('PostType').notNull().default(1),
    ProgressCriteria: text('ProgressCriteria').notNull().default('video'),
    PostIcon: text('PostIcon'),
    Category: text('Category'),
    /** A PostType 3 part's exam questions (JSON, shared/exams.ts); null: the part has no exam. */
    Exam: text('Exam'),
    reward_id: integer('reward_id'),
    CreatedAt: text('CreatedAt').notNull(),
    UpdatedAt: text('UpdatedAt').notNull(),
  },
  (t) => [index('course_parts_course').on(t.CourseId, t.SortId)],
);

/** Text and video blocks of a part's page. */
export const blocks = pgTable(
  'blocks',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    PartId: integer('PartId')
      .notNull()
      .references(() => courseParts.Id, { onDelete: 'cascade' }),
    BlockType: text('BlockType', { enum: ['Text', 'Video'] }).notNull(),
    Title: text('Title').notNull().default(''),
    Content: text('Content').notNull().default(''),
    VideoUrl: text('VideoUrl'),
    VideoLength: integer('VideoLength').notNull().default(0),
    SortId: integer('SortId').notNull().default(0),
    MentorOnly: boolean('MentorOnly').notNull().default(false),
    Published: boolean('Published').notNull().default(true),
  },
  (t) => [index('blocks_part').on(t.PartId, t.SortId)],
);

export const courseAccess = pgTable(
  'course_access',
  {
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    CourseId: integer('CourseId')
      .notNull()
      .references(() => courses.Id, { onDelete: 'cascade' }),
    Source: text('Source', { enum: ['admin', 'code', 'product'] }).notNull(),
    GrantedAt: text('GrantedAt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.UserId, t.CourseId] })],
);

export const courseCoaches = pgTable(
  'course_coaches',
  {
    CourseId: integer('CourseId')
      .notNull()
      .references(() => courses.Id, { onDelete: 'cascade' }),
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    SortId: integer('SortId').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.CourseId, t.UserId] })],
);

export const partProgress = pgTable(
  'part_progress',
  {
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    CourseId: integer('CourseId')
      .notNull()
      .references(() => courses.Id, { onDelete: 'cascade' }),
    CoursePartId: integer('CoursePartId')
      .notNull()
      .references(() => courseParts.Id, { onDelete: 'cascade' }),
    VideoPlay: integer('VideoPlay').notNull().default(0),
    UpdatedAt: text('UpdatedAt').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.UserId, t.CoursePartId] }),
    index('part_progress_course').on(t.UserId, t.CourseId),
  ],
);

/**
 * When a person first watched a part of a course and when they first reached 100 % of it: the
 * statistics' course starts and completions (progress rows keep only their latest change).
 */
export const courseMilestones = pgTable(
  'course_milestones',
  {
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    CourseId: integer('CourseId')
      .notNull()
      .references(() => courses.Id, { onDelete: 'cascade' }),
    StartedAt: text('StartedAt').notNull(),
    CompletedAt: text('CompletedAt'),
  },
  (t) => [
    primaryKey({ columns: [t.UserId, t.CourseId] }),
    index('course_milestones_started').on(t.StartedAt),
    index('course_milestones_completed').on(t.CompletedAt),
  ],
);

/**
 * The statistics of closed UTC days, one row per day, written the first time a period reads the
 * day: a year then reads 365 rows instead of every sign-in, message and XP award. Revenue per
 * currency and the day's coach reply waits (seconds, sorted) are JSON text.
 */
export const statisticsDays = pgTable('statistics_days', {
  Day: text('Day').primaryKey(),
  SignIns: integer('SignIns').notNull(),
  CourseStarts: integer('CourseStarts').notNull(),
  CourseCompletions: integer('CourseCompletions').notNull(),
  XpAwarded: integer('XpAwarded').notNull(),
  Messages: integer('Messages').notNull(),
  Certificates: integer('Certificates').notNull(),
  RevenueMinor: text('RevenueMinor').notNull(),
  ReplySeconds: text('ReplySeconds').notNull(),
  ClosedAt: text('ClosedAt').notNull(),
});

export const userExams = pgTable(
  'user_exams',
  {
    UserExamId: integer('UserExamId').primaryKey().generatedByDefaultAsIdentity(),
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    CourseId: integer('CourseId')
      .notNull()
      .references(() => courses.Id, { onDelete: 'cascade' }),
    CoursePartId: integer('CoursePartId')
      .notNull()
      .references(() => courseParts.Id, { onDelete: 'cascade' }),
    Status: text('Status', { enum: ['not_started', 'in_progress', 'submitted', 'completed'] })
      .notNull()
      .default('not_started'),
    /** The answers by question id (JSON, shared/exams.ts). */
    Answers: text('Answers').notNull().default('{}'),
    /** Set by the grader when completed: 0-100, passed or not, and words for the student. */
    Score: integer('Score'),
    Passed: boolean('Passed'),
    Feedback: text('Feedback'),
    /** Scored on submit: the choice questions answered right, of those with right answers set. */
    AutoRight: integer('AutoRight'),
    AutoOf: integer('AutoOf'),
    SubmittedAt: text('SubmittedAt'),
    GradedAt: text('GradedAt'),
    GradedByUserId: integer('GradedByUserId'),
    UpdatedAt: text('UpdatedAt').notNull(),
  },
  // One exam per person and part: two starts at once make one row.
  (t) => [uniqueIndex('user_exams_user_part').on(t.UserId, t.CoursePartId)],
);

export const messages = pgTable(
  'messages',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    ToUserId: integer('ToUserId').notNull(),
    /** -1 for system messages; SentByUserId then names the staff member who sent it. */
    FromUserId: integer('FromUserId').notNull(),
    SentByUserId: integer('SentByUserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    Message: text('Message').notNull(),
    Title: text('Title'),
    CDate: text('CDate').notNull(),
    ShowedDate: text('ShowedDate'),
    ReplyDate: text('ReplyDate'),
    course_id: integer('course_id'),
    course_part_id: integer('course_part_id'),
    /** The sender's own id for this send, so a retried send is stored once. */
    ClientId: text('ClientId'),
    EmailedAt: text('EmailedAt'),
    RemovedByRecipient: boolean('RemovedByRecipient').notNull().default(false),
  },
  (t) => [
    uniqueIndex('messages_client_id').on(t.SentByUserId, t.ClientId),
    index('messages_to').on(t.ToUserId, t.Id),
    // Covering with FromUserId: the statistics time each reply from the index alone.
    index('messages_from').on(t.SentByUserId, t.ToUserId, t.CDate, t.FromUserId),
    // Covering: the statistics count and pair a year of messages from the index alone.
    index('messages_cdate').on(t.CDate, t.SentByUserId, t.ToUserId, t.FromUserId),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    TaskType: integer('TaskType').notNull(),
    Description: text('Description').notNull().default(''),
    Note: text('Note').notNull().default(''),
    /** -1: not yet taken by anyone. */
    TaskOwner: integer('TaskOwner').notNull().default(-1),
    UserId: integer('UserId').references(() => users.Id, { onDelete: 'set null' }),
    UserFileId: integer('UserFileId'),
    CourseId: integer('CourseId'),
    CoursePartId: integer('CoursePartId'),
    UserExamId: integer('UserExamId'),
    EventStartDate: text('EventStartDate'),
    CompleteTheTask: boolean('CompleteTheTask').notNull().default(false),
    CompletedDate: text('CompletedDate'),
    CompletedByUserId: integer('CompletedByUserId'),
    /** In the trash: out of the work queue, restorable. */
    Trashed: boolean('Trashed').notNull().default(false),
    CreatedAt: text('CreatedAt').notNull(),
  },
  (t) => [index('tasks_open').on(t.CompleteTheTask, t.Id)],
);

/**
 * Course edit locks: one holder per course (CoursePartId 0) or per part. A course lock and a part
 * lock of the same course by different people exclude each other (checked in the transaction).
 */
export const courseLocks = pgTable(
  'course_locks',
  {
    CourseId: integer('CourseId')
      .notNull()
      .references(() => courses.Id, { onDelete: 'cascade' }),
    CoursePartId: integer('CoursePartId').notNull().default(0),
    HolderUserId: integer('HolderUserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    GrantedAt: text('GrantedAt').notNull(),
    LastActivityAt: text('LastActivityAt').notNull(),
    /** Set when the holder's last socket closed; cleared when one opens again. */
    HolderOfflineSince: text('HolderOfflineSince'),
  },
  (t) => [
    primaryKey({ columns: [t.CourseId, t.CoursePartId] }),
    index('course_locks_holder').on(t.HolderUserId),
  ],
);

/** Every XP award: TotalXp on the user is their sum, kept in the same transaction. */
export const xpLedger = pgTable(
  'xp_ledger',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    Amount: integer('Amount').notNull(),
    Reason: text('Reason').notNull(),
    /** What was awarded, once: e.g. "reward:12". */
    AwardKey: text('AwardKey').notNull(),
    CourseId: integer('CourseId'),
    CoursePartId: integer('CoursePartId'),
    CreatedAt: text('CreatedAt').notNull(),
  },
  (t) => [
    uniqueIndex('xp_ledger_award').on(t.UserId, t.AwardKey),
    index('xp_ledger_created').on(t.CreatedAt, t.Amount),
  ],
);

export const achievements = pgTable('achievements', {
  Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** Swedish texts, shown to people using Tonic in Swedish; null: the English ones. */
  title_sv: text('title_sv'),
  description_sv: text('description_sv'),
  required_xp: integer('required_xp').notNull(),
  /** Its picture, one of ACHIEVEMENT_ICONS (shared/rewards.ts). */
  Icon: text('Icon').notNull().default('trophy'),
  /** Null: counts every XP; otherwise only XP earned in that course. */
  CourseId: integer('CourseId').references(() => courses.Id, { onDelete: 'cascade' }),
});

export const userAchievements = pgTable(
  'user_achievements',
  {
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    AchievementId: integer('AchievementId')
      .notNull()
      .references(() => achievements.Id, { onDelete: 'cascade' }),
    EarnedAt: text('EarnedAt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.UserId, t.AchievementId] })],
);

export const certificates = pgTable(
  'certificates',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    CourseId: integer('CourseId')
      .notNull()
      .references(() => courses.Id, { onDelete: 'cascade' }),
    Code: text('Code').notNull().unique(),
    IssuedAt: text('IssuedAt').notNull(),
    ExpiresAt: text('ExpiresAt'),
    RevokedAt: text('RevokedAt'),
  },
  (t) => [
    uniqueIndex('certificates_user_course').on(t.UserId, t.CourseId),
    index('certificates_issued').on(t.IssuedAt),
  ],
);

/** Editable page texts per key and language (SPEC §3 "Translation/content item"). */
export const contentItems = pgTable(
  'content_items',
  {
    Key: text('Key').notNull(),
    Locale: text('Locale').notNull(),
    Content: text('Content').notNull(),
    /** Zoned texts belong to the site variant (academy or teams); others are shared. */
    Zone: text('Zone').notNull().default(''),
    CreationDate: text('CreationDate').notNull(),
    ModificationDate: text('ModificationDate').notNull(),
    ModifiedBy: integer('ModifiedBy'),
  },
  (t) => [primaryKey({ columns: [t.Key, t.Locale, t.Zone] })],
);

export const news = pgTable('news', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  /** Swedish texts, shown to people using Tonic in Swedish; null: the English ones. */
  title_sv: text('title_sv'),
  content_sv: text('content_sv'),
  /** The site variant it is news of: written there, shown there ('both': everywhere). */
  Site: text('Site', { enum: ['academy', 'teams', 'both'] })
    .notNull()
    .default('both'),
  Published: boolean('Published').notNull().default(false),
  PublishedAt: text('PublishedAt'),
  CreatedAt: text('CreatedAt').notNull(),
  UpdatedAt: text('UpdatedAt').notNull(),
});

export const newsInteractions = pgTable(
  'news_interactions',
  {
    news_id: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    At: text('At').notNull(),
  },
  (t) => [primaryKey({ columns: [t.news_id, t.user_id] })],
);

export const resources = pgTable('resources', {
  Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
  Title: text('Title').notNull(),
  Description: text('Description').notNull().default(''),
  FileName: text('FileName').notNull(),
  CreatedAt: text('CreatedAt').notNull(),
  CreatedBy: integer('CreatedBy'),
});

/** Files people uploaded that belong to them: `users.UserFileId` names their profile photo. */
export const userFiles = pgTable(
  'user_files',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    /** The upload folder, e.g. "profile/". */
    Folder: text('Folder').notNull(),
    FileName: text('FileName').notNull(),
    Mime: text('Mime').notNull(),
    Bytes: integer('Bytes').notNull(),
    CreatedAt: text('CreatedAt').notNull(),
  },
  (t) => [index('user_files_user').on(t.UserId)],
);

/**
 * Surveys (SPEC §2 /admin/surveys, /survey/:survey_id). The questions are one JSON document
 * (shared/surveys.ts validates it both ways): a survey is edited and shown as a whole.
 */
export const surveys = pgTable('surveys', {
  Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
  Title: text('Title').notNull(),
  Description: text('Description').notNull().default(''),
  Status: text('Status', { enum: ['draft', 'open', 'closed'] })
    .notNull()
    .default('draft'),
  Questions: text('Questions').notNull().default('[]'),
  CreatedBy: integer('CreatedBy'),
  CreatedAt: text('CreatedAt').notNull(),
  UpdatedAt: text('UpdatedAt').notNull(),
});

/** One answer per user and survey (the key decides), editable while the survey is open. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    SurveyId: integer('SurveyId')
      .notNull()
      .references(() => surveys.Id, { onDelete: 'cascade' }),
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    Answers: text('Answers').notNull(),
    CreatedAt: text('CreatedAt').notNull(),
    UpdatedAt: text('UpdatedAt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.SurveyId, t.UserId] })],
);

/**
 * Registration codes (SPEC §3): redeeming one grants its courses. `UsageCount` is raised by one
 * deciding statement (never past `UsageLimit`), so parallel redemptions cannot overspend a code.
 */
export const registrationCodes = pgTable('registration_codes', {
  Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
  Code: text('Code').notNull().unique(),
  Description: text('Description').notNull().default(''),
  Status: text('Status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  ExpiresAt: text('ExpiresAt'),
  /** Null: any number of people may redeem it. */
  UsageLimit: integer('UsageLimit'),
  UsageCount: integer('UsageCount').notNull().default(0),
  CreatedBy: integer('CreatedBy'),
  CreatedAt: text('CreatedAt').notNull(),
});

export const registrationCodeCourses = pgTable(
  'registration_code_courses',
  {
    CodeId: integer('CodeId')
      .notNull()
      .references(() => registrationCodes.Id, { onDelete: 'cascade' }),
    CourseId: integer('CourseId')
      .notNull()
      .references(() => courses.Id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.CodeId, t.CourseId] })],
);

/** Who redeemed which code: once per person (the key decides). */
export const codeRedemptions = pgTable(
  'code_redemptions',
  {
    CodeId: integer('CodeId')
      .notNull()
      .references(() => registrationCodes.Id, { onDelete: 'cascade' }),
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    RedeemedAt: text('RedeemedAt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.CodeId, t.UserId] })],
);

/** Failed redemptions per person: guessing codes earns a cooldown. */
export const redeemAttempts = pgTable(
  'redeem_attempts',
  {
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    FailedCount: integer('FailedCount').notNull().default(0),
    LockedUntil: text('LockedUntil'),
    LastFailedAt: text('LastFailedAt'),
  },
  (t) => [primaryKey({ columns: [t.UserId] })],
);

/** The plans companies are on (SPEC §1, §9): limits and monthly prices, edited at /pp. */
export const plans = pgTable('plans', {
  Key: text('Key').primaryKey(),
  Name: text('Name').notNull(),
  /** Null: no limit (Enterprise, price on request). */
  MaxUsers: integer('MaxUsers'),
  MaxCourses: integer('MaxCourses'),
  MaxStorageMb: integer('MaxStorageMb'),
  /** Whole euros and kronor per month; null: price on request. */
  PriceEur: integer('PriceEur'),
  PriceSek: integer('PriceSek'),
  SortId: integer('SortId').notNull().default(0),
  UpdatedAt: text('UpdatedAt').notNull(),
});

/** Companies that buy the platform (SPEC §3 company) and the plan each is on. */
export const companies = pgTable('companies', {
  Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
  Name: text('Name').notNull(),
  Address: text('Address').notNull().default(''),
  RegistrationNumber: text('RegistrationNumber').notNull().default(''),
  VatNumber: text('VatNumber').notNull().default(''),
  PlanKey: text('PlanKey')
    .notNull()
    .references(() => plans.Key),
  /** Set while the company is on its free trial: the plan's limits hold until then. */
  TrialEndsAt: text('TrialEndsAt'),
  /** A demo company: the demo limits hold (3 courses, 10 users) whatever the plan. */
  Demo: boolean('Demo').notNull().default(false),
  CreatedAt: text('CreatedAt').notNull(),
  UpdatedAt: text('UpdatedAt').notNull(),
});

export const companyMembers = pgTable(
  'company_members',
  {
    CompanyId: integer('CompanyId')
      .notNull()
      .references(() => companies.Id, { onDelete: 'cascade' }),
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    JoinedAt: text('JoinedAt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.CompanyId, t.UserId] }), index('company_members_user').on(t.UserId)],
);

/**
 * What the school sells (SPEC §3 product): a course, a bundle of courses or a sample pack, with
 * its price in EUR and SEK (minor units: cents and öre; 0 is free) and VAT class.
 */
export const products = pgTable('products', {
  Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
  /** The catalogue address: /product/<Slug>. */
  Slug: text('Slug').notNull().unique(),
  Kind: text('Kind', { enum: ['course', 'bundle', 'sample'] }).notNull(),
  Name: text('Name').notNull(),
  Description: text('Description').notNull().default(''),
  PriceEur: integer('PriceEur').notNull().default(0),
  PriceSek: integer('PriceSek').notNull().default(0),
  VatClass: text('VatClass', { enum: ['standard', 'reduced', 'exempt'] })
    .notNull()
    .default('standard'),
  Published: boolean('Published').notNull().default(false),
  CreatedAt: text('CreatedAt').notNull(),
  UpdatedAt: text('UpdatedAt').notNull(),
});

export const productCourses = pgTable(
  'product_courses',
  {
    ProductId: integer('ProductId')
      .notNull()
      .references(() => products.Id, { onDelete: 'cascade' }),
    CourseId: integer('CourseId')
      .notNull()
      .references(() => courses.Id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ProductId, t.CourseId] })],
);

/**
 * Gapless number series (invoices, journal entries): each unit of work that takes a number
 * increments its row, so a rolled-back action gives its number back and concurrent ones queue.
 */
export const numberSeries = pgTable('number_series', {
  Name: text('Name').primaryKey(),
  Last: integer('Last').notNull().default(0),
});

/** Whom the school invoices: a company or a person (SPEC §2 /customers). */
export const customers = pgTable(
  'customers',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    Kind: text('Kind', { enum: ['company', 'person'] }).notNull(),
    Name: text('Name').notNull(),
    Email: text('Email'),
    Street: text('Street').notNull().default(''),
    PostalCode: text('PostalCode').notNull().default(''),
    City: text('City').notNull().default(''),
    /** ISO 3166 alpha-2. */
    Country: text('Country').notNull(),
    /** Normalised: upper case without spaces. */
    VatNumber: text('VatNumber'),
    RegistrationNumber: text('RegistrationNumber'),
    ContactName: text('ContactName'),
    Phone: text('Phone'),
    /** The account that receives the courses of this customer's paid invoices. */
    UserId: integer('UserId').references(() => users.Id, { onDelete: 'set null' }),
    CreatedAt: text('CreatedAt').notNull(),
    UpdatedAt: text('UpdatedAt').notNull(),
  },
  (t) => [index('customers_user').on(t.UserId)],
);

/**
 * Invoices and credit notes. A draft has no number; sending gives it the next one of the
 * `invoice` series and freezes the customer's details as sent. Amounts in minor units.
 */
export const invoices = pgTable(
  'invoices',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    Number: integer('Number').unique(),
    Kind: text('Kind', { enum: ['invoice', 'credit'] })
      .notNull()
      .default('invoice'),
    Status: text('Status', { enum: ['draft', 'sent', 'paid', 'credited'] })
      .notNull()
      .default('draft'),
    /** A credit note's invoice. */
    CreditOf: integer('CreditOf'),
    CustomerId: integer('CustomerId')
      .notNull()
      .references(() => customers.Id),
    /** Who receives the products' courses when it is paid. */
    RecipientUserId: integer('RecipientUserId').references(() => users.Id, { onDelete: 'set null' }),
    Currency: text('Currency', { enum: ['EUR', 'SEK'] }).notNull(),
    VatTreatment: text('VatTreatment', {
      enum: ['domestic', 'reverse_charge', 'eu_consumer', 'export'],
    }).notNull(),
    CustomerKind: text('CustomerKind', { enum: ['company', 'person'] }).notNull(),
    CustomerName: text('CustomerName').notNull(),
    CustomerEmail: text('CustomerEmail'),
    CustomerStreet: text('CustomerStreet').notNull().default(''),
    CustomerPostalCode: text('CustomerPostalCode').notNull().default(''),
    CustomerCity: text('CustomerCity').notNull().default(''),
    CustomerCountry: text('CustomerCountry').notNull(),
    CustomerVatNumber: text('CustomerVatNumber'),
    DueDays: integer('DueDays').notNull().default(30),
    IssueDate: text('IssueDate'),
    DueDate: text('DueDate'),
    NetMinor: integer('NetMinor').notNull().default(0),
    VatMinor: integer('VatMinor').notNull().default(0),
    TotalMinor: integer('TotalMinor').notNull().default(0),
    PaidMinor: integer('PaidMinor').notNull().default(0),
    PaidAt: text('PaidAt'),
    CreatedBy: integer('CreatedBy'),
    CreatedAt: text('CreatedAt').notNull(),
    UpdatedAt: text('UpdatedAt').notNull(),
  },
  (t) => [
    index('invoices_customer').on(t.CustomerId),
    index('invoices_recipient').on(t.RecipientUserId),
    index('invoices_status').on(t.Status, t.IssueDate),
    index('invoices_issue_date').on(t.IssueDate),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    InvoiceId: integer('InvoiceId')
      .notNull()
      .references(() => invoices.Id, { onDelete: 'cascade' }),
    SortId: integer('SortId').notNull(),
    ProductId: integer('ProductId').references(() => products.Id, { onDelete: 'set null' }),
    Description: text('Description').notNull(),
    Quantity: integer('Quantity').notNull(),
    UnitPriceMinor: integer('UnitPriceMinor').notNull(),
    /** Basis points: 2500 = 25 %. */
    VatRate: integer('VatRate').notNull(),
    VatClass: text('VatClass', { enum: ['standard', 'reduced', 'exempt'] }).notNull(),
    NetMinor: integer('NetMinor').notNull(),
    VatMinor: integer('VatMinor').notNull(),
  },
  (t) => [index('invoice_lines_invoice').on(t.InvoiceId), index('invoice_lines_product').on(t.ProductId)],
);

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    InvoiceId: integer('InvoiceId')
      .notNull()
      .references(() => invoices.Id),
    AmountMinor: integer('AmountMinor').notNull(),
    PaidOn: text('PaidOn').notNull(),
    Reference: text('Reference').notNull().default(''),
    CreatedBy: integer('CreatedBy'),
    CreatedAt: text('CreatedAt').notNull(),
  },
  (t) => [index('invoice_payments_invoice').on(t.InvoiceId)],
);

/** The journal: one row per entry (verifikation), numbered by the `journal` series. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    Number: integer('Number').notNull().unique(),
    /** The booking date, YYYY-MM-DD. */
    Date: text('Date').notNull(),
    Text: text('Text').notNull(),
    Source: text('Source', { enum: ['invoice', 'credit', 'payment', 'manual'] }).notNull(),
    InvoiceId: integer('InvoiceId').references(() => invoices.Id),
    Currency: text('Currency', { enum: ['EUR', 'SEK'] }).notNull(),
    CreatedBy: integer('CreatedBy'),
    CreatedAt: text('CreatedAt').notNull(),
  },
  (t) => [
    index('journal_entries_date').on(t.Currency, t.Date),
    index('journal_entries_invoice').on(t.InvoiceId),
  ],
);

/** An entry's lines: each a debit or a credit on one account of the chart. */
export const journalLines = pgTable(
  'journal_lines',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    EntryId: integer('EntryId')
      .notNull()
      .references(() => journalEntries.Id),
    Account: integer('Account').notNull(),
    DebitMinor: integer('DebitMinor').notNull().default(0),
    CreditMinor: integer('CreditMinor').notNull().default(0),
  },
  (t) => [index('journal_lines_entry').on(t.EntryId), index('journal_lines_account').on(t.Account)],
);

/**
 * Coaching slots a coach publishes on /adminschedule, times as UTC ISO text. BookingId is set by
 * the one booking that wins the slot (a conditional update where it is null) and cleared when
 * that booking is cancelled. TimeZone is the coach's zone when publishing, for the coach's mail.
 */
export const coachingSlots = pgTable(
  'coaching_slots',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    CoachId: integer('CoachId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    StartsAt: text('StartsAt').notNull(),
    EndsAt: text('EndsAt').notNull(),
    TimeZone: text('TimeZone').notNull(),
    Note: text('Note').notNull().default(''),
    BookingId: integer('BookingId'),
    CreatedAt: text('CreatedAt').notNull(),
  },
  (t) => [
    uniqueIndex('coaching_slots_coach_start').on(t.CoachId, t.StartsAt),
    index('coaching_slots_starts').on(t.StartsAt),
  ],
);

/**
 * Bookings of coaching slots, kept after a cancellation (CancelledAt) for the calendar file and
 * the record. The booker cancels with the token mailed to them (stored hashed).
 */
export const coachingBookings = pgTable(
  'coaching_bookings',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    SlotId: integer('SlotId').notNull(),
    CoachId: integer('CoachId').notNull(),
    StartsAt: text('StartsAt').notNull(),
    EndsAt: text('EndsAt').notNull(),
    Name: text('Name').notNull(),
    Email: text('Email').notNull(),
    UserId: integer('UserId').references(() => users.Id, { onDelete: 'set null' }),
    Locale: text('Locale').notNull(),
    TimeZone: text('TimeZone').notNull(),
    Message: text('Message').notNull().default(''),
    TokenHash: text('TokenHash').notNull(),
    TaskId: integer('TaskId'),
    CreatedAt: text('CreatedAt').notNull(),
    CancelledAt: text('CancelledAt'),
    CancelledBy: text('CancelledBy', { enum: ['coach', 'booker'] }),
  },
  (t) => [
    uniqueIndex('coaching_bookings_token').on(t.TokenHash),
    index('coaching_bookings_slot').on(t.SlotId),
  ],
);

/**
 * The keys that sign the school's credentials (Open Badges, VC-JWT). The newest unretired one
 * signs; every key stays, so a credential signed before a rotation still verifies (the public
 * keys are published at /.well-known/jwks.json). The private key is encrypted with the key in
 * the data folder (server/features/credentials/keyStore.ts): a copy of the database alone
 * cannot sign.
 */
export const credentialKeys = pgTable(
  'credential_keys',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    Kid: text('Kid').notNull().unique(),
    /** The public key as a JWK (JSON text). */
    PublicJwk: text('PublicJwk').notNull(),
    /** The PKCS#8 private key, AES-256-GCM encrypted: base64url of iv (12) | tag (16) | data. */
    PrivateKey: text('PrivateKey').notNull(),
    CreatedAt: text('CreatedAt').notNull(),
    RetiredAt: text('RetiredAt'),
  },
  (t) => [index('credential_keys_created').on(t.CreatedAt)],
);

/**
 * Each learner's memory of each ear-training item (an FSRS card, server/features/earTraining/
 * memory.ts); Memory is the card's numbers as JSON (stability, difficulty, phase, steps), Reps
 * and Lapses count answers and wrong ones.
 */
export const earItemStates = pgTable(
  'ear_item_states',
  {
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    Item: text('Item').notNull(),
    Memory: text('Memory').notNull(),
    Due: text('Due').notNull(),
    LastReview: text('LastReview').notNull(),
    Reps: integer('Reps').notNull(),
    Lapses: integer('Lapses').notNull(),
  },
  (t) => [primaryKey({ columns: [t.UserId, t.Item] })],
);

/**
 * Ear-training rounds as drawn (Items: JSON array of item ids). AnsweredAt is set by the one save
 * that wins (a conditional update where it is null), so a round is answered once.
 */
export const earRounds = pgTable(
  'ear_rounds',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    Exercise: text('Exercise').notNull(),
    Items: text('Items').notNull(),
    WeakSpots: boolean('WeakSpots').notNull().default(false),
    DrawnAt: text('DrawnAt').notNull(),
    AnsweredAt: text('AnsweredAt'),
  },
  (t) => [index('ear_rounds_user').on(t.UserId, t.DrawnAt)],
);

/**
 * Every ear-training answer, written with its round's save: the history the trend over weeks is
 * counted from. StabilityMinutes is the item's FSRS stability after this answer (whole minutes:
 * the schema keeps to integer types), so the recall at any later moment needs no replay.
 */
export const earAnswers = pgTable(
  'ear_answers',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    RoundId: integer('RoundId')
      .notNull()
      .references(() => earRounds.Id, { onDelete: 'cascade' }),
    Item: text('Item').notNull(),
    Correct: boolean('Correct').notNull(),
    Ms: integer('Ms').notNull(),
    AnsweredAt: text('AnsweredAt').notNull(),
    StabilityMinutes: integer('StabilityMinutes').notNull(),
  },
  (t) => [index('ear_answers_user').on(t.UserId, t.AnsweredAt)],
);

/**
 * A learner's habit (server/features/habits): settings, the streak as of the last counted
 * activity, today's XP toward the goal, and the next reminder. Written under the user's row lock.
 */
export const userHabits = pgTable(
  'user_habits',
  {
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    /** The learner's IANA zone; null: the school's (a setting) until a browser reports one. */
    TimeZone: text('TimeZone'),
    DailyGoalXp: integer('DailyGoalXp').notNull().default(20),
    /** The reminder's local hour; null: automatic (the usual hour). */
    ReminderHour: integer('ReminderHour'),
    Reminders: boolean('Reminders').notNull().default(true),
    Streak: integer('Streak').notNull().default(0),
    LongestStreak: integer('LongestStreak').notNull().default(0),
    Freezes: integer('Freezes').notNull().default(0),
    /** The last activity that counted (ISO time); its local day is read in the zone in force. */
    LastActiveAt: text('LastActiveAt'),
    /** Activities on the last active day (two win a broken streak back). */
    DayCount: integer('DayCount').notNull().default(0),
    /** The streak that a second lesson on the last active day wins back; null: none. */
    WinBack: integer('WinBack'),
    /** The local day TodayXp belongs to, and whether its goal was reached already. */
    XpDay: text('XpDay'),
    TodayXp: integer('TodayXp').notNull().default(0),
    GoalReached: boolean('GoalReached').notNull().default(false),
    /** The local day of the last reminder decided, and its mail (withdrawn if the day gets done). */
    ReminderDay: text('ReminderDay'),
    ReminderMailId: integer('ReminderMailId'),
    /** When the next reminder is due (ISO time); null: none planned. */
    NextReminderAt: text('NextReminderAt'),
    /** The one-click unsubscribe link's secret. */
    UnsubscribeToken: text('UnsubscribeToken').notNull().unique(),
  },
  (t) => [primaryKey({ columns: [t.UserId] }), index('user_habits_next_reminder').on(t.NextReminderAt)],
);

/** A learner's active local days: the first activity's local hour (the usual hour's median). */
export const habitDays = pgTable(
  'habit_days',
  {
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    Day: text('Day').notNull(),
    FirstAt: text('FirstAt').notNull(),
    Hour: integer('Hour').notNull(),
    Count: integer('Count').notNull().default(1),
    /** What the day's first activity found of that day's reminder: none, withdrawn, or already out. */
    Reminder: text('Reminder', { enum: ['none', 'cancelled', 'sent'] })
      .notNull()
      .default('none'),
  },
  (t) => [primaryKey({ columns: [t.UserId, t.Day] })],
);

/**
 * The server processes sharing the database (PostgreSQL, several nodes): each beats here while it
 * runs, so the others can tell when it died without a word.
 */
export const clusterNodes = pgTable('cluster_nodes', {
  NodeId: text('NodeId').primaryKey(),
  StartedAt: text('StartedAt').notNull(),
  HeartbeatAt: text('HeartbeatAt').notNull(),
});

/**
 * The users a node holds sockets for: when the node dies, a survivor marks them offline (LastSeen)
 * and tells their watchers, as their disconnect would have.
 */
export const clusterNodeUsers = pgTable(
  'cluster_node_users',
  {
    NodeId: text('NodeId')
      .notNull()
      .references(() => clusterNodes.NodeId, { onDelete: 'cascade' }),
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    /** When the node's first socket of the user opened. */
    Since: text('Since').notNull(),
  },
  (t) => [primaryKey({ columns: [t.NodeId, t.UserId] }), index('cluster_node_users_user').on(t.UserId)],
);

/**
 * Where the school, or one company, wants its events sent (server/features/webhooks). The
 * deliverer reads the event log past `Cursor` and writes a delivery per matching event; an
 * endpoint made later starts at the log's newest event (a replay sends older ones).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    /** The company it belongs to; null: the school's. */
    CompanyId: integer('CompanyId').references(() => companies.Id, { onDelete: 'cascade' }),
    Url: text('Url').notNull(),
    /** The event types it wants, as a JSON array. */
    Events: text('Events').notNull(),
    Active: boolean('Active').notNull().default(true),
    /** The signing secret (`whsec_` and base64), needed in full to sign each delivery. */
    Secret: text('Secret').notNull(),
    /** The newest event id already turned into deliveries. */
    Cursor: integer('Cursor').notNull().default(0),
    CreatedBy: integer('CreatedBy'),
    CreatedAt: text('CreatedAt').notNull(),
    UpdatedAt: text('UpdatedAt').notNull(),
  },
  (t) => [index('webhook_endpoints_company').on(t.CompanyId)],
);

/**
 * One event to send to one endpoint, with its tries. A pending row whose `NextAt` has passed is
 * due; a claimed one is leased to its node until `NextAt`, so a node that dies mid-send frees it
 * by itself.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    EndpointId: integer('EndpointId')
      .notNull()
      .references(() => webhookEndpoints.Id, { onDelete: 'cascade' }),
    EventId: integer('EventId').notNull(),
    EventType: text('EventType').notNull(),
    Status: text('Status', { enum: ['pending', 'delivered', 'failed'] }).notNull(),
    Attempts: integer('Attempts').notNull().default(0),
    NextAt: text('NextAt'),
    /** The receiver's HTTP status on the last try (null: no answer). */
    ResponseStatus: integer('ResponseStatus'),
    LastError: text('LastError'),
    LastAttemptAt: text('LastAttemptAt'),
    CreatedAt: text('CreatedAt').notNull(),
    DeliveredAt: text('DeliveredAt'),
  },
  (t) => [
    index('webhook_deliveries_due').on(t.Status, t.NextAt),
    index('webhook_deliveries_endpoint').on(t.EndpointId, t.Id),
  ],
);

/**
 * One person's notification feed (server/features/notifications): each row tells its person of
 * something that happened to them, written in the unit of work of that thing.
 */
export const notifications = pgTable(
  'notifications',
  {
    Id: integer('Id').primaryKey().generatedByDefaultAsIdentity(),
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    /** message, grade, achievement, certificate, booking, streak, goal, task (shared/entities/notification.ts). */
    Type: text('Type').notNull(),
    /** The type's payload, as JSON. */
    Payload: text('Payload').notNull(),
    /** The row it tells about (a message's id for `message`), so reading that row reads this too. */
    SubjectId: integer('SubjectId'),
    At: text('At').notNull(),
    ReadAt: text('ReadAt'),
  },
  (t) => [
    // The feed, newest first, paged by id.
    index('notifications_user').on(t.UserId, t.Id),
    // The unread count and "mark all read".
    index('notifications_user_unread').on(t.UserId, t.ReadAt),
  ],
);

/**
 * A row per person whose feed changed: its write lock makes one person's feed changes take turns,
 * so the unread count each push carries is exact on either engine.
 */
export const notificationFeeds = pgTable(
  'notification_feeds',
  {
    UserId: integer('UserId')
      .notNull()
      .references(() => users.Id, { onDelete: 'cascade' }),
    ChangedAt: text('ChangedAt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.UserId] })],
);
