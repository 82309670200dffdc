// The course drawer (SPEC §2 "Second drawer: course menu"): the course, its progress and its parts,
// the part showing highlighted. Beside the page on wide screens; over it on small ones, where
// following an entry closes it.
import { AppShell, CloseButton, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHome } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../base/hooks';
import { SIDE_BREAKPOINT_PX } from '../../base/theme';
import { DrawerEditTools, useCanEditCourses } from '../editing';
import { CourseOutline } from './CourseOutline';
import { CourseProgress } from './CourseProgress';
import { showCourseNav } from './courseUiSlice';
import { coursePath } from './paths';
import { COURSE_HOME } from './rules';
import type { Course } from './types';

export const COURSE_DRAWER_ID = 'course-drawer';

/** Staff in edit mode: Add part and the page-sort dialog. */

export function CourseDrawer({ course, currentId }: { course: Course; currentId: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const covering = useMediaQuery(`(max-width: ${(SIDE_BREAKPOINT_PX - 0.1) / 16}em)`) ?? false;
  const close = () => dispatch(showCourseNav(false));
  const followed = covering ? close : undefined;
  const atHome = currentId === COURSE_HOME;
  const canEdit = useCanEditCourses();

  return (
    <AppShell.Aside id={COURSE_DRAWER_ID} aria-label={t('courses.courseMenu')} p="md">
      <AppShell.Section>
        <Stack gap="sm" pb="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700} size="lg" lineClamp={2}>
              {course.Name}
            </Text>
            <CloseButton aria-label={t('courses.closeCourseMenu')} onClick={close} />
          </Group>
          <CourseProgress percent={course.progress_percent} name={course.Name} size="sm" />
          {canEdit && (
            <Suspense fallback={null}>
              <DrawerEditTools course={course} />
            </Suspense>
          )}
        </Stack>
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} mx="-md" px="md">
        <nav aria-label={t('courses.contents')}>
          <NavLink
            component={Link}
            to={coursePath(course.Id)}
            onClick={followed}
            label={t('courses.courseHome')}
            leftSection={<IconHome size={18} aria-hidden="true" />}
            active={atHome}
            aria-current={atHome ? 'page' : undefined}
          />
          <CourseOutline course={course} currentId={currentId} onFollow={followed} />
        </nav>
      </AppShell.Section>
    </AppShell.Aside>
  );
}
