// The exams feature's public surface: a part's exam (course pages); its editor (part editor) and
// its review (a grading task) load when they show, so neither rides along in the other pages'
// chunks.
import { lazy } from 'react';

export { ExamPanel } from './ExamPanel';
export const ExamEditor = lazy(() => import('./ExamEditor').then((m) => ({ default: m.ExamEditor })));
export const ExamReview = lazy(() => import('./ExamReview').then((m) => ({ default: m.ExamReview })));
