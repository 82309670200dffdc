// The course-finished celebration (SPEC §4): opens when its flag turns true (a certificate issued
// for the course, here or in another tab), resets the flag, plays the celebration at 0.3 and
// stays until closed.
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RewardModal, useFlagOnce } from './RewardModal';
import { useGetMyCertificatesQuery } from './rewardsApi';
import { courseFinishedShown, selectCourseFinishedFlag, selectFinishedCourseId } from './rewardsSlice';
import { playCelebration } from './sounds';

export function CourseFinishedDialog() {
  const { t } = useTranslation();
  const [courseId, setCourseId] = useState<number | null>(null);
  const opened = courseId !== null;
  // The certificate's course name and code; the list refetches when a certificate is issued.
  const { data: certificates } = useGetMyCertificatesQuery(undefined, { skip: !opened });
  const certificate = certificates?.find((each) => each.CourseId === courseId);

  useFlagOnce(selectCourseFinishedFlag, courseFinishedShown, (_flag, state) => {
    setCourseId(selectFinishedCourseId(state));
    playCelebration();
  });

  const close = () => setCourseId(null);

  return (
    <RewardModal
      opened={opened}
      onClose={close}
      title={t('rewards.finished.title')}
      actions={
        <Button component={Link} to="/MyProfile" onClick={close}>
          {t('rewards.finished.toProfile')}
        </Button>
      }
    >
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={72} radius="xl" color="teal" variant="light" aria-hidden="true">
          <IconCertificate size={40} />
        </ThemeIcon>
        <Text size="lg" fw={600}>
          {certificate
            ? t('rewards.finished.body', { course: certificate.CourseName })
            : t('rewards.finished.bodyNoName')}
        </Text>
        <Text c="dimmed">
          {certificate
            ? t('rewards.finished.certificate', { code: certificate.Code })
            : t('rewards.finished.certificateSoon')}
        </Text>
      </Stack>
    </RewardModal>
  );
}
