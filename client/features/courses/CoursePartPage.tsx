// /course/:id/post/:id2, one part of a course (SPEC §2, §4): its text and video blocks and the
// episode's progress. The drawer and the bottom bar come with the course (CourseChrome).
import { Anchor, Breadcrumbs, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { holdsExam, isExamPart } from '../../../shared/examStates';
import { asCallError } from '../../api/callError';
import { describeCallError } from '../../api/describeError';
import { PageLoader } from '../../components/PageLoader';
import { type PageProps, parseIdParam } from '../../components/page';
import { StatePanel, StateText } from '../../components/StatePanel';
import { showToast } from '../../components/toast';
import { CourseEditBar, PartEditor, useEditorsShown } from '../editing';
import { ExamPanel } from '../exams';
import { RewardBoxSlot } from '../rewards';
import { ContentBlocks } from './ContentBlocks';
import { CourseGate } from './CourseGate';
import { HELP_BUTTON_ROOM_PX } from './courseChromeLayout';
import { useGetCoursePartQuery, useMarkWatchedMutation } from './coursesApi';
import { EpisodeProgress } from './EpisodeProgress';
import { PostTypeIcon } from './PostTypeIcon';
import { coursePath } from './paths';
import type { Course } from './types';

function CoursePart({ course, partId }: { course: Course; partId: number }) {
  const { t, i18n } = useTranslation();
  const {
    data: part,
    error,
    isLoading,
    refetch,
  } = useGetCoursePartQuery({ CourseId: course.Id, CoursePartId: partId });
  const [markWatched, marking] = useMarkWatchedMutation();
  const editorsShown = useEditorsShown(course.Id);

  if (isLoading) return <PageLoader />;
  if (!part)
    return (
      <StatePanel
        icon={<IconAlertTriangle size={34} />}
        title={t('courses.partLoadFailed')}
        actions={
          asCallError(error).kind === 'network' ? (
            <Button onClick={() => void refetch()}>{t('courses.retry')}</Button>
          ) : undefined
        }
      >
        {error !== undefined && <StateText>{describeCallError(error, t, i18n.language)}</StateText>}
      </StatePanel>
    );

  const hasVideo = part.ContentBlocks.some((block) => block.BlockType === 'Video' && block.VideoUrl);
  const markNow = async () => {
    if (part.VideoPlay === 1 || marking.isLoading) return;
    try {
      await markWatched({ CourseId: course.Id, CoursePartId: part.Id }).unwrap();
    } catch {
      showToast({ message: t('courses.markFailed'), color: 'red' });
    }
  };

  return (
    <Container size="md" pt="md" pb={HELP_BUTTON_ROOM_PX}>
      <Stack gap="lg">
        <nav aria-label={t('courses.youAreHere')}>
          <Breadcrumbs>
            <Anchor component={Link} to="/MyCourses" size="sm">
              {t('pages.myCourses')}
            </Anchor>
            <Anchor component={Link} to={coursePath(course.Id)} size="sm">
              {course.Name}
            </Anchor>
            <Text size="sm" aria-current="page">
              {part.Name}
            </Text>
          </Breadcrumbs>
        </nav>
        <Suspense fallback={null}>
          <CourseEditBar course={course} />
        </Suspense>
        <Group gap="sm" wrap="nowrap" align="center">
          <PostTypeIcon postType={part.PostType} size={28} />
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {part.Name}
          </Title>
        </Group>
        {editorsShown ? (
          <Suspense fallback={<PageLoader />}>
            <PartEditor key={part.Id} course={course} part={part} />
          </Suspense>
        ) : (
          <ContentBlocks
            blocks={part.ContentBlocks}
            partName={part.Name}
            onVideoEnded={() => void markNow()}
          />
        )}
        {/* In edit mode the part editor holds the exam's editor instead. */}
        {holdsExam(part.PostType) && !editorsShown && <ExamPanel courseId={course.Id} partId={part.Id} />}
        {/* An exam part is done by passing its exam: no watched mark and no XP to claim. */}
        {!isExamPart(part.PostType) && (
          <>
            <EpisodeProgress
              part={part}
              hasVideo={hasVideo}
              markWatched={() => void markNow()}
              marking={marking.isLoading}
            />
            <RewardBoxSlot courseId={course.Id} partId={part.Id} progressEvent={course.CourseProgressEvent} />
          </>
        )}
      </Stack>
    </Container>
  );
}

export default function CoursePartPage(_props: PageProps) {
  const params = useParams();
  const courseId = parseIdParam(params.id);
  const partId = parseIdParam(params.id2);
  return (
    <CourseGate courseId={courseId} postId={partId}>
      {(course) => <CoursePart course={course} partId={partId} />}
    </CourseGate>
  );
}
