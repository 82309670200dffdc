// Slot times as the viewer reads them: in their browser's zone, which the pages name.

/** The viewer's IANA zone ("Europe/Stockholm"), UTC when the browser does not say. */
export function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** "Mon 1 Dec 2031, 14:00–15:00" in the viewer's zone and language. */
export function slotLabel(startsAt: string, endsAt: string, language: string, zone = viewerZone()): string {
  const day = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: zone,
  }).format(new Date(startsAt));
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', timeZone: zone });
  return `${day}, ${time.format(new Date(startsAt))}–${time.format(new Date(endsAt))}`;
}
