// Typed translation keys: `t('auth.signIn')` is checked against the English files at compile time
// (the core texts plus every feature's, see base/featureTexts.ts).
import 'i18next';
import type accounting from './accounting.en.json';
import type auth from './auth.en.json';
import type codes from './codes.en.json';
import type companies from './companies.en.json';
import type courses from './courses.en.json';
import type customers from './customers.en.json';
import type dataTable from './dataTable.en.json';
import type earTraining from './earTraining.en.json';
import type editing from './editing.en.json';
import type en from './en.json';
import type errorPages from './errorPages.en.json';
import type exams from './exams.en.json';
import type habits from './habits.en.json';
import type invoices from './invoices.en.json';
import type messages from './messages.en.json';
import type news from './news.en.json';
import type notifications from './notifications.en.json';
import type people from './people.en.json';
import type products from './products.en.json';
import type publicSite from './publicSite.en.json';
import type rewards from './rewards.en.json';
import type schedule from './schedule.en.json';
import type school from './school.en.json';
import type siteShell from './siteShell.en.json';
import type statistics from './statistics.en.json';
import type surveys from './surveys.en.json';
import type tasks from './tasks.en.json';
import type webhooks from './webhooks.en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en &
        typeof courses &
        typeof messages &
        typeof editing &
        typeof news &
        typeof siteShell &
        typeof rewards &
        typeof publicSite &
        typeof schedule &
        typeof earTraining &
        typeof surveys &
        typeof exams &
        typeof people &
        typeof companies &
        typeof products &
        typeof codes &
        typeof tasks &
        typeof customers &
        typeof invoices &
        typeof accounting &
        typeof statistics &
        typeof webhooks &
        typeof auth &
        typeof notifications &
        typeof school &
        typeof errorPages &
        typeof dataTable &
        typeof habits;
    };
  }
}
