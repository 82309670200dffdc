// The course menu's editing tools (SPEC §2 "course menu (with page-sort dialog)"): in edit mode,
// Add part and Sort pages.

import { useAppSelector } from '../../base/hooks';
import type { Course } from '../courses';
import { PartTools } from './CourseEditPanel';
import { selectEditingCourseId } from './editModeSlice';

export default function DrawerEditTools({ course }: { course: Course }) {
  const editing = useAppSelector(selectEditingCourseId) === course.Id;
  if (!editing) return null;
  return <PartTools course={course} />;
}
