// The addresses of the calls in ../content.ts (file, req, access): zod-free, so the client
// imports them; each contract spreads its address.
import type { CallAddress } from '../address';

export const getContent = {
  file: 'content/get_content.php',
  req: 'get_content',
  access: 'public',
  scope: 'open',
} as const satisfies CallAddress;

export const saveContent = {
  file: 'content/save_content.php',
  req: 'save_content',
  access: 'staff',
  scope: 'school',
} as const satisfies CallAddress;

export const getLatestNews = {
  file: 'news.php',
  req: 'get_latest_news',
  access: 'public',
  scope: 'open',
} as const satisfies CallAddress;

export const getNewsItem = {
  file: 'news.php',
  req: 'get_news',
  access: 'public',
  scope: 'open',
} as const satisfies CallAddress;

export const storeNewsInteraction = {
  file: 'news.php',
  req: 'store_user_news_interaction',
  access: 'auth',
  scope: 'own',
} as const satisfies CallAddress;

export const saveNews = {
  file: 'news.php',
  req: 'save_news',
  access: 'staff',
  scope: 'school',
} as const satisfies CallAddress;

export const getAllNews = {
  file: 'news.php',
  req: 'get_all_news',
  access: 'staff',
  scope: 'school',
} as const satisfies CallAddress;
