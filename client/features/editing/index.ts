// The editing feature's public surface. Its parts on the course pages load with the editing texts
// only when they show (staff in edit mode, or someone else editing).
import { lazyWithTexts } from '../../base/featureTexts';

export { registerEditor } from '../../components/openEditors';
export { editModeLost, useCanEditCourses, useEditorsShown } from './editModeSlice';

/** The edit-mode bar and notices above a course's pages. */
export const EditingChrome = lazyWithTexts(['editing'], () => import('./EditingChrome'));
/** The drawer's tools for adding and sorting parts. */
export const DrawerEditTools = lazyWithTexts(['editing'], () => import('./DrawerEditTools'));
/** Who is editing (everyone), and for staff the edit mode's controls. */
export const CourseEditBar = lazyWithTexts(['editing'], () => import('./CourseEditBar'));
/** A part's settings and blocks in edit mode. */
export const PartEditor = lazyWithTexts(['editing'], () => import('./PartEditor'));
