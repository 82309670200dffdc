// What the course pages derive from get_course's answer: the watched state of every stop, where
// "Continue" leads, and a video's length as people read it.

import { courseStops, type NavStop } from './rules';
import type { Course } from './types';

/** VideoPlay of every part and post of the course, by id. */
export function watchedIds(course: Course): Set<number> {
  const watched = new Set<number>();
  for (const part of course.CourseParts) {
    if (part.VideoPlay === 1) watched.add(part.Id);
    for (const block of part.Blocks) if (block.VideoPlay === 1) watched.add(block.PostId);
  }
  return watched;
}

export type ResumeKind = 'start' | 'continue' | 'startAgain';

/** Course home's call to action: the first stop, the first stop not watched yet, or the first again. */
export function resumePoint(course: Course): { stop: NavStop; kind: ResumeKind } | null {
  const stops = courseStops(course.CourseParts);
  const first = stops[0];
  if (!first) return null;
  const watched = watchedIds(course);
  if (!stops.some((stop) => watched.has(stop.id))) return { stop: first, kind: 'start' };
  const next = stops.find((stop) => !watched.has(stop.id));
  return next ? { stop: next, kind: 'continue' } : { stop: first, kind: 'startAgain' };
}

/** Seconds as m:ss, or h:mm:ss from an hour up. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
