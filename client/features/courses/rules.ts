// The course rules (stops, Back/Forward, activity) from shared/courseRules.ts, which is zod-free.
export {
  COURSE_HOME,
  courseActivity,
  courseNavigation,
  courseStops,
  type NavStop,
  type NavTarget,
  POST_TYPE,
} from '../../../shared/courseRules';
