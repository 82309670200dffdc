// The course-finished celebration (SPEC §4): opens when its flag turns true (a certificate issued
// for the course, here or in another tab), resets the flag, plays the celebration at 0.3 and
// stays until closed.
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { useGetMyCertificatesQuery } from './rewardsApi';
import { courseFinishedShown, selectCourseFinishedFlag, selectFinishedCourseId } from './rewardsSlice';
import { playCelebration } from './sounds';

export function CourseFinishedDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const flag = useAppSelector(selectCourseFinishedFlag);
  const [courseId, setCourseId] = useState<number | null>(null);
  const opened = courseId !== null;
  // The certificate's course name and code; the list refetches when a certificate is issued.
  const { data: certificates } = useGetMyCertificatesQuery(undefined, { skip: !opened });
  const certificate = certificates?.find((each) => each.CourseId === courseId);

  useEffect(() => {
    if (!flag) return;
    setCourseId(selectFinishedCourseId(store.getState()));
    dispatch(courseFinishedShown());
    playCelebration();
  }, [flag, store, dispatch]);

  const close = () => setCourseId(null);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('rewards.finished.title')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('rewards.closeDialog') }}
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
        <Group justify="center" mt="sm">
          <Button component={Link} to="/MyProfile" onClick={close}>
            {t('rewards.finished.toProfile')}
          </Button>
          <Button variant="default" onClick={close}>
            {t('rewards.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
