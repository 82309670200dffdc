// The visible text of stored message HTML, for one-line previews (parsed, never executed).
export function htmlToPreview(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
