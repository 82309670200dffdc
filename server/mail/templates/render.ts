// A mail template in the recipient's language, as the plain text and the HTML that go out
// together. User text (names, message bodies) is escaped in the HTML.
import { DEFAULT_LOCALE, type Locale } from '../../../shared/site';
import { en } from './en';
import { sv } from './sv';
import type { MailBrand, MailCopy, MailTemplate, TemplateTexts } from './types';

const TEXTS: Record<Locale, TemplateTexts> = { en, sv };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The mail as it reads before a school names itself (the seller's name by default). */
export const PLAIN_BRAND: MailBrand = {
  school: 'Tonic',
  senderName: null,
  footer: null,
  accent: null,
  logoUrl: null,
};
/** The logo's largest size in a mail, in CSS pixels. */
const LOGO_MAX = { width: 200, height: 56 };
const DEFAULT_BUTTON = '#228be6';

function copyOf(template: MailTemplate, locale: Locale, brand: MailBrand): MailCopy {
  const texts = TEXTS[locale] ?? TEXTS[DEFAULT_LOCALE];
  // The union narrows per name; each language writes every name (TemplateTexts).
  const write = texts[template.name] as (values: MailTemplate, school: string) => MailCopy;
  const copy = write(template, brand.school);
  return brand.footer ? { ...copy, after: [...(copy.after ?? []), brand.footer] } : copy;
}

function asText(copy: MailCopy): string {
  const lines = [...copy.paragraphs];
  if (copy.action) lines.push(`${copy.action.label}: ${copy.action.url}`);
  if (copy.after) lines.push(...copy.after);
  return `${lines.join('\n\n')}\n`;
}

/** The school's logo above the text; its alt text names the school where images are blocked. */
function logoHtml(brand: MailBrand): string {
  if (!brand.logoUrl) return '';
  return `<p style="margin:0 0 24px"><img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.school)}" style="display:block;max-width:${LOGO_MAX.width}px;max-height:${LOGO_MAX.height}px;border:0"></p>`;
}

function asHtml(copy: MailCopy, locale: Locale, brand: MailBrand): string {
  const accent = brand.accent ?? DEFAULT_BUTTON;
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
  const action = copy.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(copy.action.url)}" style="background:${escapeHtml(accent)};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(copy.action.label)}</a></p>`
    : '';
  const after = (copy.after ?? []).map(paragraph).join('');
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#212529;max-width:560px;margin:0 auto;padding:24px">${logoHtml(brand)}${copy.paragraphs.map(paragraph).join('')}${action}${after}</body></html>`;
}

export function renderMail(
  template: MailTemplate,
  locale: Locale,
  brand: MailBrand = PLAIN_BRAND,
): RenderedMail {
  const copy = copyOf(template, locale, brand);
  return {
    subject: copy.subject,
    text: asText(copy),
    html: asHtml(copy, locale, brand),
  };
}

/** A stored language value as one the templates know, else the default. */
export function mailLocale(value: string | null | undefined): Locale {
  return value === 'sv' ? 'sv' : DEFAULT_LOCALE;
}
