// The app shell (SPEC §2): skip link, fixed top bar, the left drawer and the page; on course pages
// also the course drawer (right), the bottom bar and the coach help button.
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useGetSettingsQuery } from '../api/settingsApi';
import { lazyWithTexts } from '../base/featureTexts';
import { HEADER_HEIGHT } from '../base/theme';
import { useCourseChromeLayout } from '../features/courses/courseChromeLayout';
import { Banners } from './Banners';
import { loadShell } from './loadShell';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

const loadDrawer = () => import('./NavDrawer');
const NavDrawer = lazy(loadDrawer);
const CourseChrome = lazyWithTexts(['courses', 'messages'], () => import('../features/courses/CourseChrome'));
// The coach help button on course pages: the messages feature's, from the shell's own chunk.
const HelpButton = lazy(() => loadShell().then((shell) => ({ default: shell.HelpButton })));
const SiteFooter = lazyWithTexts<object>(['siteShell'], () =>
  loadShell().then((shell) => ({ default: shell.SiteFooter })),
);

export function AppLayout() {
  const [drawerOpened, drawer] = useDisclosure(false);
  // The drawer's code loads on first intent and then stays mounted for its closing animation.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { data: settings } = useGetSettingsQuery({});
  const registrationEnabled = settings?.registrationEnabled ?? false;
  const course = useCourseChromeLayout();

  const prefetchDrawer = useCallback(() => {
    void loadDrawer();
  }, []);
  const toggleDrawer = useCallback(() => {
    setDrawerWanted(true);
    drawer.toggle();
  }, [drawer]);

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} aside={course.aside} footer={course.footer} padding="md">
      <SkipLink />
      <AppShell.Header>
        <TopBar
          drawerOpened={drawerOpened}
          onToggleDrawer={toggleDrawer}
          onDrawerIntent={prefetchDrawer}
          registrationEnabled={registrationEnabled}
          logoUrl={settings?.brand.logoUrl}
        />
      </AppShell.Header>
      {drawerWanted && (
        <Suspense fallback={null}>
          <NavDrawer opened={drawerOpened} onClose={drawer.close} registrationEnabled={registrationEnabled} />
        </Suspense>
      )}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Banners />
        <Outlet />
      </AppShell.Main>
      {/* After the page, so the keyboard reaches the page's content first. */}
      {course.courseId !== null && (
        <Suspense fallback={null}>
          <CourseChrome courseId={course.courseId} HelpButton={HelpButton} />
        </Suspense>
      )}
      {/* Course pages have their bottom bar instead. */}
      {course.courseId === null && (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
    </AppShell>
  );
}
