// The editing pieces the course pages mount, loaded with the editing texts only when they show.
import { lazyWithTexts } from '../../app/featureTexts';

/** Who is editing (everyone), and for staff the edit mode's controls. */
export const CourseEditBar = lazyWithTexts(['editing'], () => import('./CourseEditBar'));
/** A part's settings and blocks in edit mode. */
export const PartEditor = lazyWithTexts(['editing'], () => import('./PartEditor'));
