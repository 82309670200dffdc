// Page texts (content/*.php) and news (news.php), SPEC §7.

import { type NewsItem, newsItemSchema } from '../entities/news';
import { LOCALES } from '../site';
import { z } from '../zod';
import * as address from './addresses/content';
import { defineCall } from './define';

const key = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[\w.:/-]+$/);
const zoned = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

export const getContent = defineCall({
  ...address.getContent,
  summary: 'A page text by key and language, or the given default when none is stored.',
  input: z.object({
    TheKey: key,
    DefaultContent: z.string().max(50_000).default(''),
    Locale: z.enum(LOCALES).default('en'),
    isZoned: zoned.default(false),
  }),
  output: z.object({
    data: z.array(
      z.object({
        Content: z.string(),
        CreationDate: z.string().nullable(),
        ModificationDate: z.string().nullable(),
      }),
    ),
  }),
});

export const saveContent = defineCall({
  ...address.saveContent,
  summary: 'Save a page text (HTML is sanitised); every open page showing it updates live.',
  input: z.object({
    TheKey: key,
    content: z.string().max(200_000),
    Locale: z.enum(LOCALES).default('en'),
    isZoned: zoned.default(false),
  }),
  output: z.object({ data: z.object({ Key: z.string(), Locale: z.string(), ModificationDate: z.string() }) }),
});

export { type NewsItem, newsItemSchema };

export const getLatestNews = defineCall({
  ...address.getLatestNews,
  summary: 'Published news, newest first (the first is the spotlight).',
  input: z.object({
    user_id: z.coerce.number().int().nullable().optional(),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  }),
  output: z.object({ data: z.array(newsItemSchema) }),
});

export const getNewsItem = defineCall({
  ...address.getNewsItem,
  summary: 'One published news item.',
  input: z.object({ id: z.coerce.number().int() }),
  output: z.object({ data: newsItemSchema }),
});

export const storeNewsInteraction = defineCall({
  ...address.storeNewsInteraction,
  summary: 'Record that the user closed a news spotlight.',
  input: z.object({
    news_id: z.coerce.number().int(),
    user_id: z.coerce.number().int().nullable().optional(),
  }),
  output: z.object({ data: z.object({ news_id: z.number().int() }) }),
});

export const saveNews = defineCall({
  ...address.saveNews,
  summary: 'Create (no id) or edit a news item; publishing pushes it to everyone.',
  input: z.object({
    id: z.coerce.number().int().optional(),
    title: z.string().trim().min(1).max(500),
    content: z.string().max(100_000),
    /** Swedish texts; empty or absent: Swedish readers see the English ones. */
    title_sv: z.string().trim().max(500).optional(),
    content_sv: z.string().max(100_000).optional(),
    Published: z.boolean().default(false),
  }),
  output: z.object({ data: newsItemSchema }),
});

export const getAllNews = defineCall({
  ...address.getAllNews,
  summary: 'Every news item, drafts too, newest first.',
  input: z.object({}),
  output: z.object({ data: z.array(newsItemSchema) }),
});
