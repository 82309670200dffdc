// English mail texts.
import type { TemplateTexts } from './types';

export const en: TemplateTexts = {
  'verify-email': ({ firstName, link }, school) => ({
    subject: 'Confirm your email address',
    paragraphs: [`Welcome to ${school}, ${firstName}!`, 'Confirm your address within 24 hours.'],
    action: { label: 'Confirm my address', url: link },
  }),
  'test-mail': ({ firstName }, school) => ({
    subject: `Test mail from ${school}`,
    paragraphs: [
      `Hello ${firstName},`,
      `This is a test of ${school}'s mail settings. It reached you, so mail from the school goes out.`,
    ],
  }),
  'registration-attempt': ({ recoveryLink }, school) => ({
    subject: 'Someone tried to register with your address',
    paragraphs: [
      `Someone tried to create a ${school} account with this address, which already has one.`,
      'If it was you, sign in or reset your password.',
    ],
    action: { label: 'Reset my password', url: recoveryLink },
  }),
  'reset-password': ({ link }, school) => ({
    subject: 'Reset your password',
    paragraphs: [
      `Someone asked to reset the password of your ${school} account.`,
      'The link is valid for 30 minutes and works once.',
    ],
    action: { label: 'Choose a new password', url: link },
    after: ['If it was not you, ignore this mail: your password stays as it is.'],
  }),
  invite: ({ inviter, company, role, link }, school) => ({
    subject: `${inviter} invited you to ${company} on ${school}`,
    paragraphs: [
      {
        student: `${inviter} invited you to learn with ${company} on ${school}.`,
        coach: `${inviter} invited you to teach with ${company} on ${school}.`,
        admin: `${inviter} invited you to run ${company} on ${school} with them, as an administrator.`,
      }[role],
      'Give your name and choose a password to start. The link is valid for 7 days and works once.',
    ],
    action: { label: 'Choose my password', url: link },
  }),
  'role-changed': ({ firstName, role, school, link }) => ({
    subject: `Your role at ${school} has changed`,
    paragraphs: [
      firstName ? `Hello ${firstName},` : `Hello,`,
      {
        student: `You are now a student at ${school}.`,
        coach: `You are now a teacher at ${school}: your students, tasks and courses are in the menu.`,
        admin: `You are now an administrator of ${school}.`,
      }[role],
      'Sign in again to see what has changed.',
    ],
    action: { label: 'Sign in', url: link },
  }),
  invoice: ({ kind, number, customer, total, dueDate, link }, school) =>
    kind === 'credit'
      ? {
          subject: `Credit note ${number} from ${school}`,
          paragraphs: [`Hello ${customer},`, `Here is credit note ${number} of ${total}, attached as a PDF.`],
          action: { label: `Open ${school}`, url: link },
        }
      : {
          subject: `Invoice ${number} from ${school}`,
          paragraphs: [
            `Hello ${customer},`,
            `Here is invoice ${number} of ${total}, attached as a PDF.${dueDate ? ` Please pay by ${dueDate}, marking the payment with the invoice number.` : ''}`,
            'The courses it holds open as soon as it is paid.',
          ],
          action: { label: `Open ${school}`, url: link },
        },
  seats: ({ customer, number, seats, link }) => ({
    subject: `Your registration codes for invoice ${number}`,
    paragraphs: [
      `Hello ${customer},`,
      `Thank you for paying invoice ${number}. Each code below is one seat: give one to each person, who redeems it once signed in.`,
      ...seats.map((s) => `${s.product}: ${s.codes.join(', ')}`),
    ],
    action: { label: 'Redeem a code', url: link },
  }),
  message: ({ from, title, text, link }, school) => ({
    subject: title ?? `New message from ${from}`,
    paragraphs: [text, from],
    action: { label: `Answer in ${school}`, url: link },
  }),
  'coaching-booked': ({ to, coach, booker, when, link }) =>
    to === 'booker'
      ? {
          subject: `Your coaching session with ${coach}`,
          paragraphs: [
            `Hello ${booker},`,
            `Your coaching session with ${coach} is booked for ${when}.`,
            'The calendar file attached adds it to your calendar.',
          ],
          action: { label: 'Cancel the booking', url: link },
          after: ['If you cannot come, cancel with the button so someone else can book the time.'],
        }
      : {
          subject: `New coaching booking: ${booker}`,
          paragraphs: [
            `${booker} booked a coaching session with you for ${when}.`,
            'It is in your tasks, and the calendar file attached adds it to your calendar.',
          ],
          action: { label: 'Open the schedule', url: link },
        },
  'coaching-cancelled': ({ to, by, coach, booker, when, link }) => ({
    subject: `Coaching session cancelled: ${when}`,
    paragraphs: [
      to === 'booker' ? `Hello ${booker},` : `Hello ${coach},`,
      by === 'booker'
        ? `${booker} cancelled the coaching session with ${coach} on ${when}.`
        : `${coach} cancelled the coaching session with ${booker} on ${when}.`,
      'The time is free again. The calendar file attached removes it from your calendar.',
    ],
    action: { label: to === 'booker' ? 'Book another time' : 'Open the schedule', url: link },
  }),
  'habit-reminder': ({ firstName, school, streak, link, unsubscribe }) => ({
    subject: streak > 0 ? `Keep your ${streak}-day streak going` : `Time for today’s lesson at ${school}`,
    paragraphs: [
      `Hello ${firstName},`,
      streak > 0
        ? `You have studied ${streak} days in a row at ${school}. One part or one ear-training round today keeps the streak.`
        : `One part or one ear-training round at ${school} today starts a new streak.`,
    ],
    action: { label: 'Study now', url: link },
    after: [`No more reminders: ${unsubscribe}`],
  }),
};
