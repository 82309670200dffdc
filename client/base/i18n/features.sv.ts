// Every feature's texts in this language, in one module: a page needs several features' texts
// at once, and one request brings them all (client/base/featureTexts.ts).
import accounting from './accounting.sv.json';
import auth from './auth.sv.json';
import codes from './codes.sv.json';
import companies from './companies.sv.json';
import courses from './courses.sv.json';
import customers from './customers.sv.json';
import dataTable from './dataTable.sv.json';
import earTraining from './earTraining.sv.json';
import editing from './editing.sv.json';
import errorPages from './errorPages.sv.json';
import exams from './exams.sv.json';
import habits from './habits.sv.json';
import invoices from './invoices.sv.json';
import messages from './messages.sv.json';
import news from './news.sv.json';
import notifications from './notifications.sv.json';
import people from './people.sv.json';
import products from './products.sv.json';
import publicSite from './publicSite.sv.json';
import rewards from './rewards.sv.json';
import schedule from './schedule.sv.json';
import school from './school.sv.json';
import siteShell from './siteShell.sv.json';
import statistics from './statistics.sv.json';
import surveys from './surveys.sv.json';
import tasks from './tasks.sv.json';
import webhooks from './webhooks.sv.json';

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
