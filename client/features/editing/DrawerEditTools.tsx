// The course menu's editing tools (SPEC §2 "course menu (with page-sort dialog)"): in edit mode,
// Add part and Sort pages.

import type { Course } from '../../api/courses/types';
import { selectEditingCourseId } from '../../app/editModeSlice';
import { useAppSelector } from '../../base/hooks';
import { PartTools } from './CourseEditPanel';

export default function DrawerEditTools({ course }: { course: Course }) {
  const editing = useAppSelector(selectEditingCourseId) === course.Id;
  if (!editing) return null;
  return <PartTools course={course} />;
}
