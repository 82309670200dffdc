// The page a visitor wanted before being sent to sign in (`?triedUrl=`). Only same-site paths
// are followed back, so a crafted link cannot send someone to another site after sign-in.
export const DEFAULT_SIGNED_IN_PATH = '/MyCourses';

export function safeTriedUrl(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function loginPathFor(triedUrl: string): string {
  return `/login?triedUrl=${encodeURIComponent(triedUrl)}`;
}

export function deniedPathFor(triedUrl: string): string {
  return `/denied?triedUrl=${encodeURIComponent(triedUrl)}`;
}

/**
 * What /denied is told besides the address: the reason for the refusal. It travels in the
 * history entry's state, not the address, so a crafted link cannot put words on the page.
 */
export interface DeniedState {
  reason: string;
}

export function deniedStateOf(state: unknown): DeniedState | null {
  if (typeof state !== 'object' || state === null) return null;
  const reason = (state as { reason?: unknown }).reason;
  return typeof reason === 'string' && reason.trim() !== '' ? { reason } : null;
}
