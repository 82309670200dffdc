// Swedish mail texts.
import type { TemplateTexts } from './types';

export const sv: TemplateTexts = {
  'verify-email': ({ firstName, link }) => ({
    subject: 'Bekräfta din e-postadress',
    paragraphs: [`Välkommen till Tonic, ${firstName}!`, 'Bekräfta din adress inom 24 timmar.'],
    action: { label: 'Bekräfta min adress', url: link },
  }),
  'registration-attempt': ({ recoveryLink }) => ({
    subject: 'Någon försökte registrera sig med din adress',
    paragraphs: [
      'Någon försökte skapa ett Tonic-konto med den här adressen, som redan har ett.',
      'Om det var du kan du logga in eller återställa ditt lösenord.',
    ],
    action: { label: 'Återställ mitt lösenord', url: recoveryLink },
  }),
  'reset-password': ({ link }) => ({
    subject: 'Återställ ditt lösenord',
    paragraphs: [
      'Någon bad om att få återställa lösenordet till ditt Tonic-konto.',
      'Länken gäller i 30 minuter och kan användas en gång.',
    ],
    action: { label: 'Välj ett nytt lösenord', url: link },
    after: ['Om det inte var du kan du bortse från det här mejlet: ditt lösenord är oförändrat.'],
  }),
  invite: ({ inviter, company, link }) => ({
    subject: `${inviter} har bjudit in dig till ${company} på Tonic`,
    paragraphs: [
      `${inviter} har bjudit in dig att lära dig med ${company} på Tonic.`,
      'Välj ett lösenord för att börja. Länken gäller i 7 dagar och kan användas en gång.',
    ],
    action: { label: 'Välj mitt lösenord', url: link },
  }),
  invoice: ({ kind, number, customer, total, dueDate, link }) =>
    kind === 'credit'
      ? {
          subject: `Kreditfaktura ${number} från Tonic`,
          paragraphs: [`Hej ${customer},`, `Här är kreditfaktura ${number} på ${total}, bifogad som PDF.`],
          action: { label: 'Öppna Tonic', url: link },
        }
      : {
          subject: `Faktura ${number} från Tonic`,
          paragraphs: [
            `Hej ${customer},`,
            `Här är faktura ${number} på ${total}, bifogad som PDF.${dueDate ? ` Betala senast ${dueDate} och ange fakturanumret vid betalningen.` : ''}`,
            'Kurserna i den öppnas så snart den är betald.',
          ],
          action: { label: 'Öppna Tonic', url: link },
        },
  message: ({ from, title, text, link }) => ({
    subject: title ?? `Nytt meddelande från ${from}`,
    paragraphs: [text, from],
    action: { label: 'Svara i Tonic', url: link },
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
