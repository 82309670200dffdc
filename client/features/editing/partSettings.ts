// A part's settings as the editor holds them (SPEC §3, §6): name, post type, Free, MentorOnly,
// Published and PublishDate, and the save_course_part input they become.
import type { saveCoursePart } from '../../../shared/calls/editing';
import type { CallInput } from '../../api/contract';

export const POST_TYPES = ['1', '2', '3', '4', '5'] as const;

export interface PartSettings {
  Name: string;
  PostType: string;
  Free: boolean;
  MentorOnly: boolean;
  Published: boolean;
  /** As a datetime-local input holds it (local time, no zone); '' for none. */
  PublishDate: string;
}

export interface PartLike {
  Name: string;
  PostType: number;
  Free: number;
  MentorOnly: number;
  Published: number;
  PublishDate?: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local value in this browser's zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as an ISO time (UTC), or null when empty or unreadable. */
export function fromLocalInput(local: string): string | null {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function partSettingsOf(part: PartLike): PartSettings {
  return {
    Name: part.Name,
    PostType: String(part.PostType),
    Free: part.Free === 1,
    MentorOnly: part.MentorOnly === 1,
    Published: part.Published === 1,
    PublishDate: toLocalInput(part.PublishDate),
  };
}

export function savePartInputOf(
  courseId: number,
  partId: number,
  settings: PartSettings,
): CallInput<typeof saveCoursePart> {
  const name = settings.Name.trim();
  return {
    CourseId: courseId,
    CoursePartId: partId,
    ...(name && { Name: name }),
    PostType: Number(settings.PostType),
    Free: settings.Free,
    MentorOnly: settings.MentorOnly,
    Published: settings.Published,
    // Publishing without a date: the server stamps it now.
    ...(settings.PublishDate && { PublishDate: fromLocalInput(settings.PublishDate) }),
  };
}
