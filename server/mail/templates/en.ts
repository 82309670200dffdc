// English mail texts.
import type { TemplateTexts } from './types';

export const en: TemplateTexts = {
  'verify-email': ({ firstName, link }) => ({
    subject: 'Confirm your email address',
    paragraphs: [`Welcome to Tonic, ${firstName}!`, 'Confirm your address within 24 hours.'],
    action: { label: 'Confirm my address', url: link },
  }),
  'registration-attempt': ({ recoveryLink }) => ({
    subject: 'Someone tried to register with your address',
    paragraphs: [
      'Someone tried to create a Tonic account with this address, which already has one.',
      'If it was you, sign in or reset your password.',
    ],
    action: { label: 'Reset my password', url: recoveryLink },
  }),
  'reset-password': ({ link }) => ({
    subject: 'Reset your password',
    paragraphs: [
      'Someone asked to reset the password of your Tonic account.',
      'The link is valid for 30 minutes and works once.',
    ],
    action: { label: 'Choose a new password', url: link },
    after: ['If it was not you, ignore this mail: your password stays as it is.'],
  }),
  invite: ({ inviter, company, link }) => ({
    subject: `${inviter} invited you to ${company} on Tonic`,
    paragraphs: [
      `${inviter} invited you to learn with ${company} on Tonic.`,
      'Choose a password to start. The link is valid for 7 days and works once.',
    ],
    action: { label: 'Choose my password', url: link },
  }),
  invoice: ({ kind, number, customer, total, dueDate, link }) =>
    kind === 'credit'
      ? {
          subject: `Credit note ${number} from Tonic`,
          paragraphs: [`Hello ${customer},`, `Here is credit note ${number} of ${total}, attached as a PDF.`],
          action: { label: 'Open Tonic', url: link },
        }
      : {
          subject: `Invoice ${number} from Tonic`,
          paragraphs: [
            `Hello ${customer},`,
            `Here is invoice ${number} of ${total}, attached as a PDF.${dueDate ? ` Please pay by ${dueDate}, marking the payment with the invoice number.` : ''}`,
            'The courses it holds open as soon as it is paid.',
          ],
          action: { label: 'Open Tonic', url: link },
        },
  message: ({ from, title, text, link }) => ({
    subject: title ?? `New message from ${from}`,
    paragraphs: [text, from],
    action: { label: 'Answer in Tonic', url: link },
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
