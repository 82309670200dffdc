// Every feature's texts in this language, in one module: a page needs several features' texts
// at once, and one request brings them all (client/base/featureTexts.ts).
import accounting from './accounting.en.json';
import auth from './auth.en.json';
import codes from './codes.en.json';
import companies from './companies.en.json';
import courses from './courses.en.json';
import customers from './customers.en.json';
import dataTable from './dataTable.en.json';
import earTraining from './earTraining.en.json';
import editing from './editing.en.json';
import errorPages from './errorPages.en.json';
import exams from './exams.en.json';
import habits from './habits.en.json';
import invoices from './invoices.en.json';
import messages from './messages.en.json';
import news from './news.en.json';
import notifications from './notifications.en.json';
import people from './people.en.json';
import products from './products.en.json';
import publicSite from './publicSite.en.json';
import rewards from './rewards.en.json';
import schedule from './schedule.en.json';
import school from './school.en.json';
import siteShell from './siteShell.en.json';
import statistics from './statistics.en.json';
import surveys from './surveys.en.json';
import tasks from './tasks.en.json';
import webhooks from './webhooks.en.json';

export const featureTexts = {
  auth,
  courses,
  messages,
  editing,
  news,
  siteShell,
  rewards,
  publicSite,
  earTraining,
  surveys,
  exams,
  codes,
  tasks,
  people,
  companies,
  products,
  customers,
  invoices,
  accounting,
  schedule,
  statistics,
  webhooks,
  notifications,
  school,
  errorPages,
  dataTable,
  habits,
};
