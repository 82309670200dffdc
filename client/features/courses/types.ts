// The shapes this feature reads, taken from the call contracts (types only: no zod at runtime).
import type { getCoursePart, getMyCourses } from '../../../shared/calls/courses';
import type { CallReply } from '../../api/contract';

export type { Block, Course, CoursePart } from '../../../shared/courses';
export type MyCourse = CallReply<typeof getMyCourses>['data'][number];
export type CoursePartPage = CallReply<typeof getCoursePart>['data'];
export type ContentBlock = CoursePartPage['ContentBlocks'][number];
