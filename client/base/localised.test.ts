import { describe, expect, it } from 'vitest';
import { localAchievement, localNews } from './localised';

const news = {
  id: 1,
  title: 'News',
  content: '<p>Text</p>',
  title_sv: 'Nyhet',
  content_sv: '<p>Text på svenska</p>',
};
const achievement = {
  title: 'First steps',
  description: 'Your first XP.',
  title_sv: null,
  description_sv: null,
};

describe('texts written in two languages', () => {
  it('shows the Swedish text to Swedish readers and the English one to everyone else', () => {
    expect(localNews(news, 'sv')).toMatchObject({ title: 'Nyhet', content: '<p>Text på svenska</p>' });
    expect(localNews(news, 'sv-SE').title).toBe('Nyhet');
    expect(localNews(news, 'en')).toBe(news);
  });

  it('falls back to English where no Swedish text was written', () => {
    expect(localAchievement(achievement, 'sv')).toMatchObject({
      title: 'First steps',
      description: 'Your first XP.',
    });
  });
});
