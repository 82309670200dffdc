// The bottom bar on course pages (SPEC §2, §4): Back, Menu (the course drawer) and Forward. At the
// ends the button stays in place, disabled, with the spec's reason shown beside it.
import { Box, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconLayoutSidebarRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { COURSE_DRAWER_ID } from './CourseDrawer';
import { selectShowCourseNav, showCourseNav } from './courseUiSlice';
import type { Course } from './types';
import { type NavStep, useCourseNavigation } from './useCourseNavigation';

interface StepButtonProps {
  step: NavStep;
  label: string;
  icon: ReactNode;
  side: 'back' | 'forward';
  /** Phones: the words without the arrows, so the bar fits 375 px with the help button. */
  compact: boolean;
}

function StepButton({ step, label, icon, side, compact }: StepButtonProps) {
  const { t } = useTranslation();
  const shown = compact ? undefined : icon;
  const iconProps = side === 'back' ? { leftSection: shown } : { rightSection: shown };
  if (step.to !== null)
    return (
      <Button
        component={Link}
        to={step.to}
        variant={side === 'forward' ? 'filled' : 'default'}
        {...iconProps}
      >
        {label}
      </Button>
    );
  const reason = step.reason === 'No previous page!' ? t('courses.noPreviousPage') : t('courses.endOfCourse');
  const reasonId = `course-${side}-reason`;
  const note = (
    <Text id={reasonId} size="sm" c="dimmed" visibleFrom="xs">
      {reason}
    </Text>
  );
  return (
    <Group gap="xs" wrap="nowrap">
      {side === 'forward' && note}
      {/* Disabled by data-disabled, not `disabled`: it stays focusable, so the reason's tooltip is reachable. */}
      <Tooltip label={reason}>
        <Button
          variant="default"
          data-disabled
          aria-disabled="true"
          aria-describedby={reasonId}
          onClick={(event) => event.preventDefault()}
          {...iconProps}
        >
          {label}
        </Button>
      </Tooltip>
      {side === 'back' && note}
    </Group>
  );
}

interface CourseBottomBarProps {
  course: Course;
  currentId: number;
  /** The help button, beside Menu on phones (composed by the course chrome). */
  help?: ReactNode;
}

export function CourseBottomBar({ course, currentId, help }: CourseBottomBarProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navOpen = useAppSelector(selectShowCourseNav);
  const { back, forward } = useCourseNavigation(course, currentId);
  // With the help button beside Menu (phones), Menu drops its icon so all four fit in 375 px.
  const compact = help != null;
  return (
    // Three columns, so Menu stays in the middle whatever the ends show.
    <Box
      component="nav"
      aria-label={t('courses.courseNavigation')}
      h="100%"
      px={compact ? 'xs' : 'md'}
      style={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', gap: 8 }}
    >
      <Box style={{ justifySelf: 'start' }}>
        <StepButton
          step={back}
          side="back"
          compact={compact}
          label={t('courses.back')}
          icon={<IconArrowLeft size={18} aria-hidden="true" />}
        />
      </Box>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          leftSection={compact ? undefined : <IconLayoutSidebarRight size={18} aria-hidden="true" />}
          aria-expanded={navOpen}
          aria-controls={navOpen ? COURSE_DRAWER_ID : undefined}
          onClick={() => dispatch(showCourseNav(!navOpen))}
        >
          {t('courses.menu')}
        </Button>
        {help}
      </Group>
      <Box style={{ justifySelf: 'end' }}>
        <StepButton
          step={forward}
          side="forward"
          compact={compact}
          label={t('courses.forward')}
          icon={<IconArrowRight size={18} aria-hidden="true" />}
        />
      </Box>
    </Box>
  );
}
