// The achievement inside an `achievement:earned` push, whose payload the catalogue types loosely.
import type { Achievement } from './types';

export function achievementOf(record: Record<string, unknown>): Achievement | null {
  const { Id, title, description, title_sv, description_sv, required_xp, CourseId } = record;
  if (typeof Id !== 'number' || typeof title !== 'string' || typeof required_xp !== 'number') return null;
  return {
    Id,
    title,
    description: typeof description === 'string' ? description : '',
    title_sv: typeof title_sv === 'string' ? title_sv : null,
    description_sv: typeof description_sv === 'string' ? description_sv : null,
    required_xp,
    CourseId: typeof CourseId === 'number' ? CourseId : null,
  };
}
