// What each mail says, by name, with the values it needs. One entry per kind of mail; every
// language in templates/<locale>.ts writes each of them.

export type MailTemplate =
  | { name: 'verify-email'; firstName: string; link: string }
  | { name: 'registration-attempt'; recoveryLink: string }
  | { name: 'reset-password'; link: string }
  | { name: 'invite'; inviter: string; company: string; link: string }
  | { name: 'message'; from: string; title: string | null; text: string; link: string }
  | {
      name: 'invoice';
      kind: 'invoice' | 'credit';
      number: number;
      customer: string;
      total: string;
      dueDate: string | null;
      link: string;
    }
  /** A coaching session booked: to the booker (link: cancel) and to the coach (link: schedule). */
  | {
      name: 'coaching-booked';
      to: 'booker' | 'coach';
      coach: string;
      booker: string;
      when: string;
      link: string;
    }
  /** A coaching session cancelled, by either side; the slot is free again. */
  | {
      name: 'coaching-cancelled';
      to: 'booker' | 'coach';
      by: 'booker' | 'coach';
      coach: string;
      booker: string;
      when: string;
      link: string;
    }
  | HabitReminder;

/**
 * The day's reminder (a learner whose day is not done yet at their usual hour); `school` is the
 * name they know: their company's in the teams variant.
 */
export interface HabitReminder {
  name: 'habit-reminder';
  firstName: string;
  school: string;
  streak: number;
  link: string;
  unsubscribe: string;
}

export type TemplateName = MailTemplate['name'];

/** A mail in one language: the subject, its paragraphs, and an optional button. */
export interface MailCopy {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Closing lines under the button (a hint, a sign-off). */
  after?: string[];
}

export type TemplateTexts = {
  [N in TemplateName]: (values: Extract<MailTemplate, { name: N }>) => MailCopy;
};
