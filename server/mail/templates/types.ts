// What each mail says, by name, with the values it needs. One entry per kind of mail; every
// language in templates/<locale>.ts writes each of them.

/** What an invited person (or one whose user type changed) does at the school. */
export type InviteRole = 'student' | 'coach' | 'admin';

export type MailTemplate =
  | { name: 'verify-email'; firstName: string; link: string }
  /** The head's test of the mail settings (settings.php send_test_mail). */
  | { name: 'test-mail'; firstName: string }
  | { name: 'registration-attempt'; recoveryLink: string }
  | { name: 'reset-password'; link: string }
  | { name: 'invite'; inviter: string; company: string; role: InviteRole; link: string }
  /** Staff changed the person's user type: what they may do now. */
  | { name: 'role-changed'; firstName: string; role: InviteRole; school: string; link: string }
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
  /** A company's paid seats: one single-use registration code per seat, by product. */
  | {
      name: 'seats';
      customer: string;
      number: number;
      seats: { product: string; codes: string[] }[];
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

/** Each template is written with the school's name (the brand, docs/decisions.md "Branding"). */
export type TemplateTexts = {
  [N in TemplateName]: (values: Extract<MailTemplate, { name: N }>, school: string) => MailCopy;
};

/** What every mail carries of the school's branding. */
export interface MailBrand {
  school: string;
  /** The display name mails come from; null: the configured sender as it is (SMTP_FROM). */
  senderName: string | null;
  /** Closing lines under every mail; null: none. */
  footer: string | null;
  /** The button's colour (#rrggbb); null: the default blue. */
  accent: string | null;
  /** The logo's absolute address, shown above the text; null: none. */
  logoUrl: string | null;
}
