// /course/:id, course home (SPEC §2, §4): the course's name, description and progress, where to
// go next, and its parts in order.
import { Anchor, Breadcrumbs, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { type PageProps, parseIdParam } from '../../components/page';
import { CourseEditBar } from '../editing';
import { ActivityBadge } from './ActivityBadge';
import { CourseGate } from './CourseGate';
import { CourseOutline } from './CourseOutline';
import { CourseProgress } from './CourseProgress';
import { HELP_BUTTON_ROOM_PX } from './courseChromeLayout';
import { resumePoint } from './outline';
import { partPath } from './paths';
import { COURSE_HOME, courseActivity } from './rules';
import type { Course } from './types';

function CourseHome({ course }: { course: Course }) {
  const { t } = useTranslation();
  const resume = resumePoint(course);
  // Asked from My courses ("Continue"): straight on to that part, the home left out of history.
  const [search] = useSearchParams();
  if (resume && search.has('resume')) return <Navigate to={partPath(course.Id, resume.stop.id)} replace />;
  return (
    <Container size="md" pt="md" pb={HELP_BUTTON_ROOM_PX}>
      <Stack gap="lg">
        <nav aria-label={t('courses.youAreHere')}>
          <Breadcrumbs>
            <Anchor component={Link} to="/MyCourses" size="sm">
              {t('pages.myCourses')}
            </Anchor>
            <Text size="sm" aria-current="page">
              {course.Name}
            </Text>
          </Breadcrumbs>
        </nav>
        <Suspense fallback={null}>
          <CourseEditBar course={course} home />
        </Suspense>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Title order={1} fz={{ base: 26, sm: 34 }}>
                {course.Name}
              </Title>
              <ActivityBadge activity={courseActivity(course.progress_percent)} />
            </Group>
            {course.Description && <Text>{course.Description}</Text>}
            <CourseProgress percent={course.progress_percent} name={course.Name} />
            {resume && (
              <Group>
                <Button
                  component={Link}
                  to={partPath(course.Id, resume.stop.id)}
                  leftSection={<IconPlayerPlay size={18} aria-hidden="true" />}
                >
                  {t(`courses.${resume.kind}`)}
                </Button>
                {resume.kind === 'continue' && (
                  <Text size="sm" c="dimmed">
                    {resume.stop.name}
                  </Text>
                )}
              </Group>
            )}
          </Stack>
        </Paper>
        <Stack gap="xs" component="section" aria-labelledby="course-contents">
          <Title order={2} size="h3" id="course-contents">
            {t('courses.contents')}
          </Title>
          <Paper withBorder radius="lg" p="xs">
            <CourseOutline course={course} currentId={COURSE_HOME} withLengths />
          </Paper>
        </Stack>
      </Stack>
    </Container>
  );
}

export default function CourseHomePage(_props: PageProps) {
  const courseId = parseIdParam(useParams().id);
  return (
    <CourseGate courseId={courseId} postId={COURSE_HOME}>
      {(course) => <CourseHome course={course} />}
    </CourseGate>
  );
}
