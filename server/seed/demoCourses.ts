// The demo courses: one per site variant (the teams variant also has a Swedish one), each with every post type, a free part, a part for
// mentors only, an unpublished part, text and video blocks, and a post inside a part.
import type { PostType } from '../../shared/courses';
import type { ExamQuestion } from '../../shared/exams';

export interface DemoPart {
  name: string;
  type: PostType;
  free?: boolean;
  mentorOnly?: boolean;
  unpublished?: boolean;
  video?: { url: string; seconds: number };
  text: string;
  category?: string;
  /** A school part's exam questions. */
  exam?: ExamQuestion[];
  children?: DemoPart[];
}

export interface DemoCourse {
  name: string;
  code: string;
  site: 'academy' | 'teams';
  /** The language the course is written in (courses.Language); English when absent. */
  language?: 'en' | 'sv';
  description: string;
  certificateTemplate: string;
  parts: DemoPart[];
}

const clip = (n: 1 | 2 | 3) => ({ url: `/media/lesson-${n}.webm`, seconds: 4 });

export const DEMO_COURSES: DemoCourse[] = [
  {
    name: 'Ear Training Fundamentals',
    code: 'EAR-101',
    site: 'academy',
    description: 'Learn to hear intervals, rhythm and chords, one short lesson at a time.',
    certificateTemplate: 'classic',
    parts: [
      {
        name: 'Welcome to ear training',
        type: 1,
        free: true,
        category: 'Getting started',
        video: clip(1),
        text: '<h2>Welcome!</h2><p>In this course you train your ear in <strong>short daily sessions</strong>. Watch the clip, then move on.</p>',
      },
      {
        name: 'Intervals: the basics',
        type: 1,
        video: clip(2),
        text: '<p>An <em>interval</em> is the distance between two notes. We start with seconds and thirds.</p>',
        children: [
          {
            name: 'Hearing seconds and thirds',
            type: 1,
            video: clip(3),
            text: '<p>Sing the two notes back after each example.</p><ul><li>Minor second</li><li>Major second</li><li>Minor third</li><li>Major third</li></ul>',
          },
        ],
      },
      {
        name: 'Practice: name five intervals',
        type: 2,
        text: '<p>Use the <a href="/EarTraining/NameTheInterval">Name the interval</a> exercise and get five right in a row.</p>',
      },
      {
        name: 'Rhythm and pulse',
        type: 1,
        video: clip(1),
        text: '<p>Clap along with the pulse, then with the off-beats.</p>',
      },
      {
        name: 'Theory corner: the major scale',
        type: 3,
        text: '<h2>The major scale</h2><p>Whole, whole, half, whole, whole, whole, half.</p>',
        exam: [
          {
            Id: 'steps',
            Kind: 'single',
            Text: 'Which step of the major scale is a half step above the one before it?',
            Options: ['The second', 'The third', 'The fourth'],
            Correct: [2],
          },
          {
            Id: 'triads',
            Kind: 'multiple',
            Text: 'Which of these triads are built on the major scale of C?',
            Options: ['C major', 'D minor', 'E major', 'G major'],
            Correct: [0, 1, 3],
          },
          {
            Id: 'why',
            Kind: 'text',
            Text: 'In one or two sentences: why does the major scale sound "bright"?',
            Options: [],
            Correct: [],
          },
        ],
      },
      {
        name: 'Coach notes: reviewing recordings',
        type: 1,
        mentorOnly: true,
        text: '<p>For coaches: listen for pitch first, then timing. Reply within a day.</p>',
      },
      {
        name: 'Chords and triads',
        type: 1,
        video: clip(2),
        text: '<p>Major, minor, diminished and augmented triads.</p>',
      },
      {
        name: 'Milestone: first module complete',
        type: 4,
        text: '<p>Well done! You have finished the first module.</p>',
      },
      {
        name: 'Coming soon: modes',
        type: 1,
        unpublished: true,
        text: '<p>Dorian, Phrygian, Lydian and more.</p>',
      },
    ],
  },
  {
    name: 'Workplace Onboarding',
    code: 'ONB-101',
    site: 'teams',
    description: 'Everything a new colleague needs in the first weeks.',
    certificateTemplate: 'modern',
    parts: [
      {
        name: 'Welcome to the team',
        type: 1,
        free: true,
        category: 'Onboarding',
        video: clip(1),
        text: '<h2>Welcome aboard</h2><p>This course walks you through your first weeks.</p>',
      },
      {
        name: 'Our tools',
        type: 1,
        video: clip(2),
        text: '<p>Mail, chat, calendar and the intranet.</p>',
        children: [
          {
            name: 'Setting up your accounts',
            type: 1,
            video: clip(3),
            text: '<p>Sign in to each tool once.</p>',
          },
        ],
      },
      {
        name: 'Task: complete your profile',
        type: 2,
        text: '<p>Add a photo and your phone number to your profile.</p>',
      },
      {
        name: 'Security basics',
        type: 1,
        video: clip(1),
        text: '<p>Passwords, phishing and locking your screen.</p>',
      },
      { name: 'Policies quiz', type: 3, text: '<p>Ten questions on the handbook.</p>' },
      {
        name: 'Manager guide',
        type: 1,
        mentorOnly: true,
        text: '<p>For managers: check in on day 1, 7 and 30.</p>',
      },
      {
        name: 'Working together',
        type: 1,
        video: clip(2),
        text: '<p>Meetings, feedback and asking for help.</p>',
      },
      { name: 'Milestone: onboarding done', type: 4, text: '<p>You are all set. Welcome!</p>' },
      {
        name: 'Draft: benefits overview',
        type: 1,
        unpublished: true,
        text: '<p>Health, pension and leave.</p>',
      },
    ],
  },
  {
    name: 'Introduktion på arbetsplatsen',
    code: 'ONB-101-SV',
    site: 'teams',
    language: 'sv',
    description: 'Allt en ny kollega behöver under de första veckorna.',
    certificateTemplate: 'modern',
    parts: [
      {
        name: 'Välkommen till teamet',
        type: 1,
        free: true,
        category: 'Introduktion',
        video: clip(1),
        text: '<h2>Välkommen ombord</h2><p>Den här kursen tar dig genom dina första veckor.</p>',
      },
      {
        name: 'Våra verktyg',
        type: 1,
        video: clip(2),
        text: '<p>E-post, chatt, kalender och intranätet.</p>',
        children: [
          {
            name: 'Skapa dina konton',
            type: 1,
            video: clip(3),
            text: '<p>Logga in i varje verktyg en gång.</p>',
          },
        ],
      },
      {
        name: 'Uppgift: fyll i din profil',
        type: 2,
        text: '<p>Lägg till ett foto och ditt telefonnummer i din profil.</p>',
      },
      {
        name: 'Grunderna i säkerhet',
        type: 1,
        video: clip(1),
        text: '<p>Lösenord, nätfiske och att låsa skärmen.</p>',
      },
      { name: 'Quiz om riktlinjerna', type: 3, text: '<p>Tio frågor om personalhandboken.</p>' },
      {
        name: 'Chefsguide',
        type: 1,
        mentorOnly: true,
        text: '<p>För chefer: stäm av dag 1, 7 och 30.</p>',
      },
      { name: 'Milstolpe: introduktionen klar', type: 4, text: '<p>Nu är du redo. Välkommen!</p>' },
    ],
  },
];
