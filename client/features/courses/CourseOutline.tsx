// A course's parts in order, each post inside its part one step in (SPEC §3): the post-type icon,
// the watched mark and, for staff, the marks students never see: mentor-only parts in orange,
// unpublished ones as DRAFT and, for type 2, the part ids and Free / MentorOnly flags.
import { Badge, Box, Group, NavLink, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { USER_TYPE } from '../../../shared/access';
import { useAppSelector } from '../../base/hooks';
import { selectSessionUser } from '../../session/sessionUser';
import classes from './courses.module.css';
import { formatDuration } from './outline';
import { PostTypeIcon } from './PostTypeIcon';
import { partPath } from './paths';
import type { Course } from './types';

interface Entry {
  id: number;
  name: string;
  postType: number;
  videoPlay: number;
  videoLength: number;
  mentorOnly: number;
  published: number;
  free: number;
}

interface OutlineProps {
  course: Course;
  /** The part showing, highlighted; -1 on course home. */
  currentId: number;
  /** Show each part's video length (course home). */
  withLengths?: boolean;
  /** Called after an entry is followed (the drawer closes on small screens). */
  onFollow?: () => void;
}

function EntryLabel({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap" component="span">
      <span>{entry.name}</span>
      {entry.mentorOnly === 1 && (
        <Badge component="span" size="xs" color="orange.5" c="black" radius="sm">
          {t('courses.mentorOnly')}
        </Badge>
      )}
      {entry.published === 0 && (
        <Badge component="span" size="xs" color="gray.7" radius="sm">
          {t('courses.draft')}
        </Badge>
      )}
    </Group>
  );
}

function EntryDetails({
  entry,
  withLength,
  showIds,
}: {
  entry: Entry;
  withLength: boolean;
  showIds: boolean;
}) {
  const { t } = useTranslation();
  const details = [
    ...(withLength && entry.videoLength > 0
      ? [t('courses.videoLength', { length: formatDuration(entry.videoLength) })]
      : []),
    ...(showIds ? [t('courses.partId', { id: entry.id })] : []),
    ...(showIds && entry.free === 1 ? [t('courses.free')] : []),
    ...(showIds && entry.mentorOnly === 1 ? [t('courses.mentorOnly')] : []),
  ];
  return details.length > 0 ? (
    <Text size="xs" c="dimmed" component="span">
      {details.join(' · ')}
    </Text>
  ) : null;
}

export function CourseOutline({ course, currentId, withLengths = false, onFollow }: OutlineProps) {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  const showIds = user?.UserType === USER_TYPE.admin;

  const item = (entry: Entry) => {
    const current = entry.id === currentId;
    return (
      <NavLink
        component={Link}
        to={partPath(course.Id, entry.id)}
        onClick={onFollow}
        active={current}
        aria-current={current ? 'page' : undefined}
        leftSection={<PostTypeIcon postType={entry.postType} keepRoom />}
        label={<EntryLabel entry={entry} />}
        description={<EntryDetails entry={entry} withLength={withLengths} showIds={showIds} />}
        rightSection={
          entry.videoPlay === 1 ? (
            <>
              <IconCircleCheckFilled size={18} color="var(--mantine-color-teal-8)" aria-hidden="true" />
              <VisuallyHidden>{t('courses.watched')}</VisuallyHidden>
            </>
          ) : null
        }
        style={entry.mentorOnly === 1 ? { borderLeft: '3px solid var(--mantine-color-orange-6)' } : undefined}
      />
    );
  };

  return (
    <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {course.CourseParts.map((part) => {
        const posts = part.Blocks.filter((block) => block.BlockType === 'Post');
        return (
          <li key={part.Id}>
            {item({
              id: part.Id,
              name: part.Name,
              postType: part.PostType,
              videoPlay: part.VideoPlay,
              videoLength: part.VideoLength,
              mentorOnly: part.MentorOnly,
              published: part.Published,
              free: part.Free,
            })}
            {posts.length > 0 && (
              <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }} className={classes.nested}>
                {posts.map((post) => (
                  <li key={post.PostId}>
                    {item({
                      id: post.PostId,
                      name: post.PostName,
                      postType: post.PostType,
                      videoPlay: post.VideoPlay,
                      videoLength: post.VideoLength,
                      mentorOnly: post.MentorOnly,
                      published: post.Published,
                      free: post.Free,
                    })}
                  </li>
                ))}
              </Box>
            )}
          </li>
        );
      })}
    </Box>
  );
}
