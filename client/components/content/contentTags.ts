// The cache tag of a stored text, shared by its endpoint and its realtime listener.

/** One cache tag per stored text (the zone is the server's business: both zones refetch). */
export function contentTagId(key: string, locale: string): string {
  return `${locale}:${key}`;
}
