// A news item (SPEC §7 news.php): the shape the news calls and news:published share.
import { z } from '../zod';

export const newsItemSchema = z.object({
  id: z.number().int().describe('The news item id.'),
  title: z.string().describe('The English title.'),
  content: z.string().describe('The English text, as HTML.'),
  title_sv: z.string().nullable().describe('The Swedish title, when written; shown to people using Swedish.'),
  content_sv: z.string().nullable().describe('The Swedish text, when written.'),
  Published: z.boolean().describe('Whether it is published (drafts are staff-only).'),
  PublishedAt: z.string().nullable().describe('When it was first published; null for a draft.'),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
