// How the shell makes room for a course's tools (SPEC §2 "Second drawer: course menu", "Bottom bar
// on course pages"): a 400 px drawer on the right and a bottom bar, only while a course page shows.
// Light on purpose: the shell loads it in the first bundle; the tools themselves (CourseChrome)
// load with the course pages.
import type { AppShellAsideConfiguration, AppShellFooterConfiguration } from '@mantine/core';
import { useAppSelector } from '../../base/hooks';
import { selectActiveCourseId, selectShowCourseNav } from './courseUiSlice';

export const COURSE_DRAWER_WIDTH_PX = 400;
export const COURSE_BAR_HEIGHT_PX = 64;
/** Space a course page leaves below its content, so the floating help button never hides its end. */
export const HELP_BUTTON_ROOM_PX = 88;
/** Below this the drawer covers the page instead of sitting beside it (the theme's `sm`). */
export const COURSE_DRAWER_BREAKPOINT = 'sm';

export interface CourseChromeLayout {
  courseId: number | null;
  aside: AppShellAsideConfiguration | undefined;
  footer: AppShellFooterConfiguration | undefined;
}

export function useCourseChromeLayout(): CourseChromeLayout {
  const courseId = useAppSelector(selectActiveCourseId);
  const navOpen = useAppSelector(selectShowCourseNav);
  if (courseId === null) return { courseId, aside: undefined, footer: undefined };
  return {
    courseId,
    aside: {
      width: COURSE_DRAWER_WIDTH_PX,
      breakpoint: COURSE_DRAWER_BREAKPOINT,
      collapsed: { desktop: !navOpen, mobile: !navOpen },
    },
    footer: { height: COURSE_BAR_HEIGHT_PX },
  };
}
