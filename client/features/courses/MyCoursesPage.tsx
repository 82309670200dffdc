// /MyCourses (SPEC §2): every course the user may open, with its activity and progress, and a
// button to where each one goes on (its course home sends it to the next unfinished part). With
// no course yet, the catalogue comes first and a registration code second.
import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CourseActivity } from '../../../shared/courses';
import { selectSite } from '../../api/callContext';
import { useAppSelector } from '../../base/hooks';
import { PageLoader } from '../../components/PageLoader';
import type { PageProps } from '../../components/page';
import { StatePanel, StateText } from '../../components/StatePanel';
import { ActivityBadge } from './ActivityBadge';
import { CourseProgress } from './CourseProgress';
import classes from './courses.module.css';
import { useGetMyCoursesQuery } from './coursesApi';
import { coursePath, resumePath } from './paths';
import type { MyCourse } from './types';

const RESUME: Record<CourseActivity, 'start' | 'continue' | 'startAgain'> = {
  not_started: 'start',
  active: 'continue',
  completed: 'startAgain',
};

function CourseCard({ course }: { course: MyCourse }) {
  const { t } = useTranslation();
  const action = t(`courses.${RESUME[course.activity]}`);
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card} component="li">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={`course-title-${course.Id}`}>
            <Link to={coursePath(course.Id)} className={classes.cardLink}>
              {course.Name}
            </Link>
          </Title>
          <ActivityBadge activity={course.activity} />
        </Group>
        <Text c="dimmed" size="sm" style={{ flexGrow: 1 }}>
          {course.Description}
        </Text>
        <CourseProgress percent={course.progress_percent} name={course.Name} size="sm" />
        <Group>
          <Button
            component={Link}
            to={resumePath(course.Id)}
            size="xs"
            variant={course.activity === 'active' ? 'filled' : 'light'}
            className={classes.cardAction}
            aria-describedby={`course-title-${course.Id}`}
          >
            {action}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export default function MyCoursesPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const hasCatalogue = (useAppSelector(selectSite) ?? 'academy') === 'academy';
  const { data: courses, isLoading, isError, refetch } = useGetMyCoursesQuery();
  const title = t(`pages.${titleKey}`);

  if (isLoading) return <PageLoader />;
  if (isError || !courses)
    return (
      <StatePanel
        icon={<IconBooks size={34} />}
        title={title}
        actions={<Button onClick={() => void refetch()}>{t('courses.retry')}</Button>}
      >
        <StateText>{t('courses.loadFailed')}</StateText>
      </StatePanel>
    );
  if (courses.length === 0)
    return (
      <StatePanel
        icon={<IconBooks size={34} />}
        title={title}
        actions={
          <>
            {hasCatalogue && (
              <Button component={Link} to="/products">
                {t('courses.browseCatalogue')}
              </Button>
            )}
            <Button component={Link} to="/redeem-code" variant={hasCatalogue ? 'default' : 'filled'}>
              {t('courses.redeemCode')}
            </Button>
          </>
        }
      >
        <StateText>{t('courses.noCourses')}</StateText>
        <StateText>{t(hasCatalogue ? 'courses.noCoursesHint' : 'courses.noCoursesCodeHint')}</StateText>
      </StatePanel>
    );

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t('courses.myCoursesIntro')}</Text>
        </Stack>
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="lg"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {courses.map((course) => (
            <CourseCard key={course.Id} course={course} />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
