// The addresses a Video block may hold, and how each one plays (zod-free: the course editor checks
// with it, the student view embeds with it, the save call's contract refuses with it, and the
// server's CSP allows exactly the players named here).
//
// - A YouTube or Vimeo page (or share, or embed) address plays in that service's embedded player.
// - An https:// address of a video file, or a path of our own (an upload), plays in <video>.
// - Anything else is refused, so a student never meets a blank player.

/** The embedded players' origins: the CSP's frame-src lists exactly these. */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/** File endings a <video> element plays in current browsers. */
export const VIDEO_FILE_EXTENSIONS = ['mp4', 'm4v', 'webm', 'ogv', 'ogg', 'mov'] as const;

export const VIDEO_URL_MAX_LENGTH = 500;

export type VideoSource =
  | { kind: 'file'; src: string }
  | { kind: 'embed'; provider: 'youtube' | 'vimeo'; src: string };

/**
 * Why an address is refused: not an address at all, plain http, too long, or an address that is
 * neither a video file nor a YouTube or Vimeo video.
 */
export type VideoUrlProblem = 'invalid' | 'notHttps' | 'tooLong' | 'notVideo';

export type VideoUrlCheck = { ok: true; source: VideoSource } | { ok: false; problem: VideoUrlProblem };

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTUBE_SHORT_HOST = 'youtu.be';
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const FILE_ENDING = new RegExp(`\\.(${VIDEO_FILE_EXTENSIONS.join('|')})$`, 'i');
/** A path of our own: "/files/uploads/x.mp4", "/media/lesson-1.webm" (not "//host/...", a foreign host). */
const OWN_PATH = /^\/(?!\/)[^\s?#]*$/;

/** "90", "90s", "1m30s", "1h2m3s" as seconds; null when it is none of these. */
export function startSeconds(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match) return null;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

function youtubeId(url: URL): string | null {
  if (url.hostname === YOUTUBE_SHORT_HOST) return url.pathname.split('/')[1] ?? null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, section, id] = url.pathname.split('/');
  return section && ['embed', 'shorts', 'live', 'v'].includes(section) ? (id ?? null) : null;
}

function youtubeSource(url: URL): VideoSource | null {
  const id = youtubeId(url);
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  const query = start ? `?start=${start}` : '';
  return { kind: 'embed', provider: 'youtube', src: `${VIDEO_PLAYER_ORIGINS[0]}/embed/${id}${query}` };
}

function vimeoSource(url: URL): VideoSource | null {
  const segments = url.pathname.split('/').filter(Boolean);
  // player.vimeo.com/video/<id>, vimeo.com/<id>[/<hash>], vimeo.com/channels/<name>/<id>,
  // vimeo.com/groups/<name>/videos/<id>: the id is the first all-digit segment.
  const at = segments.findIndex((segment) => VIMEO_ID.test(segment));
  if (at < 0) return null;
  const id = segments[at] as string;
  const hash = url.searchParams.get('h') ?? segments[at + 1] ?? null;
  const query = hash && VIMEO_HASH.test(hash) ? `?h=${hash}` : '';
  return { kind: 'embed', provider: 'vimeo', src: `${VIDEO_PLAYER_ORIGINS[1]}/video/${id}${query}` };
}

/** Checks a Video block's address and says how it plays. */
export function parseVideoUrl(raw: string): VideoUrlCheck {
  const address = raw.trim();
  if (address.length > VIDEO_URL_MAX_LENGTH) return { ok: false, problem: 'tooLong' };
  if (OWN_PATH.test(address))
    return FILE_ENDING.test(address)
      ? { ok: true, source: { kind: 'file', src: address } }
      : { ok: false, problem: 'notVideo' };
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  if (url.protocol === 'http:') return { ok: false, problem: 'notHttps' };
  if (url.protocol !== 'https:' || url.username || url.password) return { ok: false, problem: 'invalid' };
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host) || host === YOUTUBE_SHORT_HOST) {
    const source = youtubeSource(url);
    return source ? { ok: true, source } : { ok: false, problem: 'notVideo' };
  }
  if (VIMEO_HOSTS.has(host)) {
    const source = vimeoSource(url);
    return source ? { ok: true, source } : { ok: false, problem: 'notVideo' };
  }
  if (FILE_ENDING.test(url.pathname)) return { ok: true, source: { kind: 'file', src: url.href } };
  return { ok: false, problem: 'notVideo' };
}
