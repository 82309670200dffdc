// The courses feature's public surface: what other features may use of it.

export { coursesApi } from './coursesApi';
export { coursePageEntered, selectActiveCourseId } from './courseUiSlice';
export { coursePath, partPath } from './paths';
export type { ContentBlock, Course, CoursePart, CoursePartPage } from './types';
