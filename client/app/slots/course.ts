// The editing parts the course pages and their chrome mount, loaded with the editing texts only
// when they show (staff in edit mode, or someone else editing).
import { lazyWithTexts } from '../../base/featureTexts';

/** The edit-mode bar and notices above a course's pages. */
export const EditingChrome = lazyWithTexts(['editing'], () => import('../../features/editing/EditingChrome'));
/** The drawer's tools for adding and sorting parts. */
export const DrawerEditTools = lazyWithTexts(
  ['editing'],
  () => import('../../features/editing/DrawerEditTools'),
);
/** Who is editing (everyone), and for staff the edit mode's controls. */
export const CourseEditBar = lazyWithTexts(['editing'], () => import('../../features/editing/CourseEditBar'));
/** A part's settings and blocks in edit mode. */
export const PartEditor = lazyWithTexts(['editing'], () => import('../../features/editing/PartEditor'));
