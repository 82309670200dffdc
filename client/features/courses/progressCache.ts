// A progress change (an episode marked watched or reset) applied to the cached course data: the
// course's percent, the part's VideoPlay (as a part or as a Post block inside one) and the My
// courses row. The same change arrives from our own call's reply and from `progress:changed`
// (every tab of the user); applying it twice changes nothing.
import type { Course } from '../../../shared/courses';
import { courseActivity } from './rules';
import type { CoursePartPage, MyCourse } from './types';

export interface ProgressChange {
  CourseId: number;
  CoursePartId: number;
  progress_percent: number;
  VideoPlay: number;
}

const asFlag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

export function applyProgressToCourse(course: Course, change: ProgressChange): void {
  if (course.Id !== change.CourseId) return;
  const videoPlay = asFlag(change.VideoPlay);
  course.progress_percent = change.progress_percent;
  for (const part of course.CourseParts) {
    if (part.Id === change.CoursePartId) part.VideoPlay = videoPlay;
    for (const block of part.Blocks) if (block.PostId === change.CoursePartId) block.VideoPlay = videoPlay;
  }
}

export function applyProgressToPart(part: CoursePartPage, change: ProgressChange): void {
  if (part.CourseId === change.CourseId && part.Id === change.CoursePartId)
    part.VideoPlay = asFlag(change.VideoPlay);
}

export function applyProgressToMyCourses(courses: MyCourse[], change: ProgressChange): void {
  const course = courses.find((candidate) => candidate.Id === change.CourseId);
  if (!course) return;
  course.progress_percent = change.progress_percent;
  course.activity = courseActivity(change.progress_percent);
}
