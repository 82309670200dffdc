// What both course pages do first (SPEC §4, §5, §8): ask whether the user may open the course
// (auth_user's CourseAccess; "Premission denied id:" when not), load it (a refusal shows
// "Error: {error_code}", hides the course tools and goes to /login after 500 ms), then turn the
// course drawer, bottom bar and help button on while the page shows, and follow the course live.
import { Button } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { asCallError } from '../../api/callError';
import { useAppDispatch } from '../../base/hooks';
import { PageLoader } from '../../components/PageLoader';
import { StatePanel, StateText } from '../../components/StatePanel';
import { showToast } from '../../components/toast';
import { watchCourse } from '../../realtime/courseWatch';
import { coursesApi, useGetCourseAccessQuery, useGetCourseQuery } from './coursesApi';
import { coursePageEntered, coursePageLeft } from './courseUiSlice';
import type { Course } from './types';

export const LOGIN_REDIRECT_DELAY_MS = 500;

interface CourseGateProps {
  courseId: number;
  /** The part showing; -1 (COURSE_HOME) for course home. */
  postId: number;
  children: (course: Course) => ReactNode;
}

/** The server refused get_course: its error_code, else null (no reply at all: offer a retry). */
function refusalCode(error: unknown): string | null {
  const failure = asCallError(error);
  return failure.kind === 'failure' ? failure.failure.error_code : null;
}

function useCourseRefused(code: string | null, courseId: number) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    if (code === null) return;
    showToast({ id: `course-error-${courseId}`, message: t('courses.errorCode', { code }), color: 'red' });
    dispatch(coursePageLeft({ courseId }));
    const timer = setTimeout(() => navigate('/login'), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [code, courseId, dispatch, navigate, t]);
}

/** While the course page shows: the course tools are on and the course's room is joined. */
function useCoursePage(courseId: number, postId: number, loaded: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!loaded) return;
    dispatch(coursePageEntered({ courseId, postId }));
    return () => {
      dispatch(coursePageLeft({ courseId }));
    };
  }, [courseId, postId, loaded, dispatch]);

  useEffect(() => {
    if (!loaded) return;
    // After a reconnect the course may have changed unseen (course rooms are not in the catch-up).
    return watchCourse(courseId, () =>
      dispatch(coursesApi.util.invalidateTags([{ type: 'Course', id: courseId }])),
    );
  }, [courseId, loaded, dispatch]);
}

export function CourseGate({ courseId, postId, children }: CourseGateProps) {
  const { t } = useTranslation();
  const access = useGetCourseAccessQuery(courseId);
  const allowed = access.data === true;
  const course = useGetCourseQuery(courseId, { skip: !allowed });
  const refused = course.isError ? refusalCode(course.error) : null;
  useCourseRefused(refused, courseId);
  useCoursePage(courseId, postId, allowed && course.data !== undefined);

  if (access.isLoading || (allowed && course.isLoading)) return <PageLoader />;
  if (access.data === false)
    return (
      <StatePanel
        icon={<IconLock size={34} />}
        title={`${t('courses.permissionDenied')} ${courseId}`}
        actions={
          <Button component={Link} to="/MyCourses">
            {t('pages.myCourses')}
          </Button>
        }
      >
        <StateText>{t('courses.permissionDeniedHint')}</StateText>
      </StatePanel>
    );
  if (refused !== null)
    return (
      <StatePanel icon={<IconAlertTriangle size={34} />} title={t('courses.errorCode', { code: refused })} />
    );
  if (access.isError || course.isError)
    return (
      <StatePanel
        icon={<IconAlertTriangle size={34} />}
        title={t('errors.NETWORK')}
        actions={
          <Button onClick={() => void (access.isError ? access.refetch() : course.refetch())}>
            {t('courses.retry')}
          </Button>
        }
      />
    );
  if (!course.data) return <PageLoader />;
  return children(course.data);
}
