// A course's tools around its pages, rendered by the shell while a course page shows (SPEC §4:
// entering a course page turns them on, leaving turns them off): the course drawer, the bottom bar
// and the coach help button.
import { AppShell } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ComponentType, Suspense } from 'react';
import { useAppSelector } from '../../base/hooks';
import { SIDE_BREAKPOINT_PX } from '../../base/theme';
import { EditingChrome, useCanEditCourses } from '../editing';
import { CourseBottomBar } from './CourseBottomBar';
import { CourseDrawer } from './CourseDrawer';
import { COURSE_BAR_HEIGHT_PX, COURSE_DRAWER_WIDTH_PX } from './courseChromeLayout';
import { useGetCourseQuery } from './coursesApi';
import { selectCurrCoursePostId, selectShowCourseNav } from './courseUiSlice';

const GAP_PX = 16;

/** What the coach help button takes; the shell hands in the messages feature's button. */
export interface CourseHelpButtonProps {
  courseId: number;
  coursePartId: number | null;
  right?: number;
  bottom?: number;
  inline?: boolean;
}

export default function CourseChrome({
  courseId,
  HelpButton,
}: {
  courseId: number;
  HelpButton: ComponentType<CourseHelpButtonProps>;
}) {
  const currentId = useAppSelector(selectCurrCoursePostId);
  const navOpen = useAppSelector(selectShowCourseNav);
  const wide = useMediaQuery(`(min-width: ${SIDE_BREAKPOINT_PX / 16}em)`) ?? true;
  const { data: course } = useGetCourseQuery(courseId);
  const canEdit = useCanEditCourses();
  if (!course) return null;
  return (
    <>
      {navOpen && <CourseDrawer course={course} currentId={currentId} />}
      {canEdit && (
        <Suspense fallback={null}>
          <EditingChrome courseId={courseId} />
        </Suspense>
      )}
      <AppShell.Footer>
        <CourseBottomBar
          course={course}
          currentId={currentId}
          help={
            // On phones a floating button would cover the page's own buttons (Claim, delete).
            wide ? null : (
              <Suspense fallback={null}>
                <HelpButton courseId={courseId} coursePartId={currentId > 0 ? currentId : null} inline />
              </Suspense>
            )
          }
        />
      </AppShell.Footer>
      {wide && (
        <Suspense fallback={null}>
          <HelpButton
            courseId={courseId}
            coursePartId={currentId > 0 ? currentId : null}
            right={GAP_PX + (navOpen && wide ? COURSE_DRAWER_WIDTH_PX : 0)}
            bottom={COURSE_BAR_HEIGHT_PX + GAP_PX}
          />
        </Suspense>
      )}
    </>
  );
}
