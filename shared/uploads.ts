// Upload folders and their rules (SPEC §5, docs/reliability.md 13): fixed folders, types recognised
// from the bytes, size limits.
import type { AccessRule } from './users';

export const UPLOAD_FOLDERS = {
  /** Images and videos placed in course content by editors. */
  'uploads/': {
    access: 'staff',
    maxBytes: 20 * 1024 * 1024,
    types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'video/mp4', 'video/webm'],
  },
  /** Downloadable material (/Resources). */
  'resources/': {
    access: 'staff',
    maxBytes: 20 * 1024 * 1024,
    types: ['application/pdf', 'audio/mpeg', 'image/png', 'image/jpeg', 'application/zip'],
  },
  /** Profile photos. */
  'profile/': { access: 'auth', maxBytes: 2 * 1024 * 1024, types: ['image/png', 'image/jpeg', 'image/webp'] },
} as const satisfies Record<string, { access: AccessRule; maxBytes: number; types: readonly string[] }>;

export type UploadFolder = keyof typeof UPLOAD_FOLDERS;

/** Accepts "uploads", "uploads/" and the like; anything else is not a folder. */
export function uploadFolder(raw: string): UploadFolder | null {
  const name = `${raw.trim().replace(/\/+$/, '')}/`;
  return Object.hasOwn(UPLOAD_FOLDERS, name) ? (name as UploadFolder) : null;
}

/** Where an uploaded file is served from. */
export function uploadUrl(folder: UploadFolder, fileName: string): string {
  return `/files/${folder}${fileName}`;
}
