// Texts written by people in two languages (news, achievements): the Swedish one for someone using
// Tonic in Swedish when it was written, else the English one. UI texts go through i18next instead.
interface NewsTexts {
  title: string;
  content: string;
  title_sv: string | null;
  content_sv: string | null;
}

interface AchievementTexts {
  title: string;
  description: string;
  title_sv: string | null;
  description_sv: string | null;
}

const swedish = (language: string) => language.slice(0, 2) === 'sv';

export function localNews<T extends NewsTexts>(item: T, language: string): T {
  if (!swedish(language)) return item;
  return { ...item, title: item.title_sv ?? item.title, content: item.content_sv ?? item.content };
}

export function localAchievement<T extends AchievementTexts>(achievement: T, language: string): T {
  if (!swedish(language)) return achievement;
  return {
    ...achievement,
    title: achievement.title_sv ?? achievement.title,
    description: achievement.description_sv ?? achievement.description,
  };
}
