// Addresses of the news pages (SPEC §2): /News/:id/:title carries a readable title slug.

/** A URL-friendly slug of an HTML title: tags dropped, lower case, words joined by dashes. */
export function titleSlug(htmlTitle: string): string {
  return htmlTitle
    .replace(/<[^>]*>/g, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

export function newsItemPath(id: number, htmlTitle: string): string {
  const slug = titleSlug(htmlTitle);
  return slug ? `/News/${id}/${slug}` : `/News/${id}`;
}
