// Swedish mail texts.
import type { TemplateTexts } from './types';

export const sv: TemplateTexts = {
  'verify-email': ({ firstName, link }, school) => ({
    subject: 'Bekräfta din e-postadress',
    paragraphs: [`Välkommen till ${school}, ${firstName}!`, 'Bekräfta din adress inom 24 timmar.'],
    action: { label: 'Bekräfta min adress', url: link },
  }),
  'test-mail': ({ firstName }, school) => ({
    subject: `Testmejl från ${school}`,
    paragraphs: [
      `Hej ${firstName},`,
      `Det här är ett test av mejlinställningarna för ${school}. Det kom fram, så skolans mejl går iväg.`,
    ],
  }),
  'registration-attempt': ({ recoveryLink }, school) => ({
    subject: 'Någon försökte registrera sig med din adress',
    paragraphs: [
      `Någon försökte skapa ett ${school}-konto med den här adressen, som redan har ett.`,
      'Om det var du kan du logga in eller återställa ditt lösenord.',
    ],
    action: { label: 'Återställ mitt lösenord', url: recoveryLink },
  }),
  'reset-password': ({ link }, school) => ({
    subject: 'Återställ ditt lösenord',
    paragraphs: [
      `Någon bad om att få återställa lösenordet till ditt ${school}-konto.`,
      'Länken gäller i 30 minuter och kan användas en gång.',
    ],
    action: { label: 'Välj ett nytt lösenord', url: link },
    after: ['Om det inte var du kan du bortse från det här mejlet: ditt lösenord är oförändrat.'],
  }),
  invite: ({ inviter, company, role, link }, school) => ({
    subject: `${inviter} har bjudit in dig till ${company} på ${school}`,
    paragraphs: [
      {
        student: `${inviter} har bjudit in dig att lära dig med ${company} på ${school}.`,
        coach: `${inviter} har bjudit in dig att undervisa med ${company} på ${school}.`,
        admin: `${inviter} har bjudit in dig att driva ${company} på ${school} tillsammans, som administratör.`,
      }[role],
      'Ange ditt namn och välj ett lösenord för att börja. Länken gäller i 7 dagar och kan användas en gång.',
    ],
    action: { label: 'Välj mitt lösenord', url: link },
  }),
  'role-changed': ({ firstName, role, school, link }) => ({
    subject: `Din roll på ${school} har ändrats`,
    paragraphs: [
      firstName ? `Hej ${firstName},` : `Hej,`,
      {
        student: `Du är nu elev på ${school}.`,
        coach: `Du är nu lärare på ${school}: dina elever, uppgifter och kurser finns i menyn.`,
        admin: `Du är nu administratör för ${school}.`,
      }[role],
      'Logga in igen för att se vad som har ändrats.',
    ],
    action: { label: 'Logga in', url: link },
  }),
  invoice: ({ kind, number, customer, total, dueDate, link }, school) =>
    kind === 'credit'
      ? {
          subject: `Kreditfaktura ${number} från ${school}`,
          paragraphs: [`Hej ${customer},`, `Här är kreditfaktura ${number} på ${total}, bifogad som PDF.`],
          action: { label: `Öppna ${school}`, url: link },
        }
      : {
          subject: `Faktura ${number} från ${school}`,
          paragraphs: [
            `Hej ${customer},`,
            `Här är faktura ${number} på ${total}, bifogad som PDF.${dueDate ? ` Betala senast ${dueDate} och ange fakturanumret vid betalningen.` : ''}`,
            'Kurserna i den öppnas så snart den är betald.',
          ],
          action: { label: `Öppna ${school}`, url: link },
        },
  seats: ({ customer, number, seats, link }) => ({
    subject: `Era registreringskoder för faktura ${number}`,
    paragraphs: [
      `Hej ${customer},`,
      `Tack för betalningen av faktura ${number}. Varje kod nedan är en plats: ge en till varje person, som löser in den när hen har loggat in.`,
      ...seats.map((s) => `${s.product}: ${s.codes.join(', ')}`),
    ],
    action: { label: 'Lös in en kod', url: link },
  }),
  message: ({ from, title, text, link }, school) => ({
    subject: title ?? `Nytt meddelande från ${from}`,
    paragraphs: [text, from],
    action: { label: `Svara i ${school}`, url: link },
  }),
  'coaching-booked': ({ to, coach, booker, when, link }) =>
    to === 'booker'
      ? {
          subject: `Din coachningssession med ${coach}`,
          paragraphs: [
            `Hej ${booker},`,
            `Din coachningssession med ${coach} är bokad ${when}.`,
            'Med den bifogade kalenderfilen lägger du in den i din kalender.',
          ],
          action: { label: 'Avboka', url: link },
          after: ['Om du inte kan komma, avboka med knappen så att någon annan kan boka tiden.'],
        }
      : {
          subject: `Ny coachningsbokning: ${booker}`,
          paragraphs: [
            `${booker} har bokat en coachningssession med dig ${when}.`,
            'Den finns bland dina uppgifter, och med den bifogade kalenderfilen lägger du in den i din kalender.',
          ],
          action: { label: 'Öppna schemat', url: link },
        },
  'coaching-cancelled': ({ to, by, coach, booker, when, link }) => ({
    subject: `Coachningssession avbokad: ${when}`,
    paragraphs: [
      to === 'booker' ? `Hej ${booker},` : `Hej ${coach},`,
      by === 'booker'
        ? `${booker} har avbokat coachningssessionen med ${coach} ${when}.`
        : `${coach} har avbokat coachningssessionen med ${booker} ${when}.`,
      'Tiden är ledig igen. Med den bifogade kalenderfilen tar du bort den ur din kalender.',
    ],
    action: { label: to === 'booker' ? 'Boka en annan tid' : 'Öppna schemat', url: link },
  }),
  'habit-reminder': ({ firstName, school, streak, link, unsubscribe }) => ({
    subject: streak > 0 ? `Håll din svit på ${streak} dagar vid liv` : `Dags för dagens lektion på ${school}`,
    paragraphs: [
      `Hej ${firstName}!`,
      streak > 0
        ? `Du har studerat ${streak} dagar i rad på ${school}. En del eller en gehörsrunda i dag håller sviten vid liv.`
        : `En del eller en gehörsrunda på ${school} i dag startar en ny svit.`,
    ],
    action: { label: 'Studera nu', url: link },
    after: [`Inga fler påminnelser: ${unsubscribe}`],
  }),
};
