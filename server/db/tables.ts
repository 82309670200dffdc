// Derived from schema.ts by scripts/schema/derivePg.ts (npm run db:generate): do not edit.
// Repositories import their tables from here. The bindings are live: bindTables('postgres')
// rebinds every table to its PostgreSQL twin before any query is built. One engine per process.

import * as sqlite from './schema';
import * as pg from './schema.pg';

export type Engine = 'sqlite' | 'postgres';

let inUse: Engine | null = null;

export let users = sqlite.users;
export let loginAttempts = sqlite.loginAttempts;
export let sessions = sqlite.sessions;
export let oneTimeCodes = sqlite.oneTimeCodes;
export let settings = sqlite.settings;
export let events = sqlite.events;
export let eventAudience = sqlite.eventAudience;
export let mailOutbox = sqlite.mailOutbox;
export let courses = sqlite.courses;
export let courseParts = sqlite.courseParts;
export let blocks = sqlite.blocks;
export let courseAccess = sqlite.courseAccess;
export let courseCoaches = sqlite.courseCoaches;
export let partProgress = sqlite.partProgress;
export let courseMilestones = sqlite.courseMilestones;
export let statisticsDays = sqlite.statisticsDays;
export let userExams = sqlite.userExams;
export let messages = sqlite.messages;
export let tasks = sqlite.tasks;
export let courseLocks = sqlite.courseLocks;
export let xpLedger = sqlite.xpLedger;
export let achievements = sqlite.achievements;
export let userAchievements = sqlite.userAchievements;
export let certificates = sqlite.certificates;
export let contentItems = sqlite.contentItems;
export let news = sqlite.news;
export let newsInteractions = sqlite.newsInteractions;
export let resources = sqlite.resources;
export let userFiles = sqlite.userFiles;
export let surveys = sqlite.surveys;
export let surveyAnswers = sqlite.surveyAnswers;
export let registrationCodes = sqlite.registrationCodes;
export let registrationCodeCourses = sqlite.registrationCodeCourses;
export let codeRedemptions = sqlite.codeRedemptions;
export let redeemAttempts = sqlite.redeemAttempts;
export let plans = sqlite.plans;
export let companies = sqlite.companies;
export let companyMembers = sqlite.companyMembers;
export let products = sqlite.products;
export let productCourses = sqlite.productCourses;
export let numberSeries = sqlite.numberSeries;
export let customers = sqlite.customers;
export let invoices = sqlite.invoices;
export let invoiceLines = sqlite.invoiceLines;
export let invoicePayments = sqlite.invoicePayments;
export let journalEntries = sqlite.journalEntries;
export let journalLines = sqlite.journalLines;
export let coachingSlots = sqlite.coachingSlots;
export let coachingBookings = sqlite.coachingBookings;
export let credentialKeys = sqlite.credentialKeys;
export let earItemStates = sqlite.earItemStates;
export let earRounds = sqlite.earRounds;
export let earAnswers = sqlite.earAnswers;
export let userHabits = sqlite.userHabits;
export let habitDays = sqlite.habitDays;
export let clusterNodes = sqlite.clusterNodes;
export let clusterNodeUsers = sqlite.clusterNodeUsers;
export let webhookEndpoints = sqlite.webhookEndpoints;
export let webhookDeliveries = sqlite.webhookDeliveries;
export let notifications = sqlite.notifications;
export let notificationFeeds = sqlite.notificationFeeds;

/**
 * The repositories are typed on the SQLite tables; the PostgreSQL twins serve them as those types
 * (same names, columns and row types: schema.test.ts). The names are checked here at run time.
 */
function twinsOfSqlite(tables: typeof pg | typeof sqlite): tables is typeof sqlite {
  const names = Object.keys(sqlite);
  return Object.keys(tables).length === names.length && names.every((name) => name in tables);
}

/** Binds the tables of an engine; a process serves one engine only. */
export function bindTables(engine: Engine): void {
  if (inUse !== null && inUse !== engine) throw new Error(`This process already uses ${inUse}`);
  inUse = engine;
  const chosen = engine === 'postgres' ? pg : sqlite;
  if (!twinsOfSqlite(chosen)) throw new Error('The PostgreSQL tables are not twins of the SQLite ones');
  ({
    users,
    loginAttempts,
    sessions,
    oneTimeCodes,
    settings,
    events,
    eventAudience,
    mailOutbox,
    courses,
    courseParts,
    blocks,
    courseAccess,
    courseCoaches,
    partProgress,
    courseMilestones,
    statisticsDays,
    userExams,
    messages,
    tasks,
    courseLocks,
    xpLedger,
    achievements,
    userAchievements,
    certificates,
    contentItems,
    news,
    newsInteractions,
    resources,
    userFiles,
    surveys,
    surveyAnswers,
    registrationCodes,
    registrationCodeCourses,
    codeRedemptions,
    redeemAttempts,
    plans,
    companies,
    companyMembers,
    products,
    productCourses,
    numberSeries,
    customers,
    invoices,
    invoiceLines,
    invoicePayments,
    journalEntries,
    journalLines,
    coachingSlots,
    coachingBookings,
    credentialKeys,
    earItemStates,
    earRounds,
    earAnswers,
    userHabits,
    habitDays,
    clusterNodes,
    clusterNodeUsers,
    webhookEndpoints,
    webhookDeliveries,
    notifications,
    notificationFeeds,
  } = chosen);
}
