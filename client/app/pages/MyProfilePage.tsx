// /MyProfile (SPEC §2), composed of the rewards, people and invoices features: the person, their XP and level, their details, photo and password to
// change, their certificates with download, their invoices, their achievements, and their data
// to download.
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../base/hooks';
import { PageLoader } from '../../components/PageLoader';
import type { PageProps } from '../../components/page';
import { HabitSettings } from '../../features/habits';
import { MyDetails, MyPassword, MyPhoto } from '../../features/people';
import {
  AchievementList,
  CertificateList,
  DownloadMyData,
  ProfileSummary,
  useGetAchievementsQuery,
  useGetMyCertificatesQuery,
} from '../../features/rewards';
import { selectSessionUser } from '../../session/sessionUser';

// The invoices section's code loads when the section shows.
const MyInvoices = lazy(() => import('../../features/invoices/MyInvoices'));

// Invoices load with their own feature, not with this page's (part of the shell's chunk).

export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function LoadFailed({ text, retry }: { text: string; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="flex-start">
      <Text c="red.8">{text}</Text>
      <Button variant="default" size="xs" onClick={retry}>
        {t('rewards.retry')}
      </Button>
    </Stack>
  );
}

function CertificatesSection() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useGetMyCertificatesQuery();
  return (
    <ProfileSection title={t('rewards.profile.certificates')}>
      {isLoading ? (
        <PageLoader />
      ) : isError || !data ? (
        <LoadFailed text={t('rewards.profile.certificatesFailed')} retry={() => void refetch()} />
      ) : (
        <CertificateList certificates={data} />
      )}
    </ProfileSection>
  );
}

function AchievementsSection() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useGetAchievementsQuery();
  return (
    <ProfileSection title={t('rewards.profile.achievements')}>
      {isLoading ? (
        <PageLoader />
      ) : isError || !data ? (
        <LoadFailed text={t('rewards.profile.achievementsFailed')} retry={() => void refetch()} />
      ) : (
        <AchievementList achievements={data.list} />
      )}
    </ProfileSection>
  );
}

export default function MyProfilePage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  if (!user) return <PageLoader />;
  return (
    <Container size="md" py="md">
      <Stack gap="xl">
        <Title order={1}>{t(`pages.${titleKey}`)}</Title>
        <ProfileSummary user={user} />
        <ProfileSection title={t('habits.title')}>
          <HabitSettings />
        </ProfileSection>
        <ProfileSection title={t('people.myProfile.photo')}>
          <MyPhoto />
        </ProfileSection>
        <ProfileSection title={t('people.myProfile.details')}>
          <MyDetails />
        </ProfileSection>
        <ProfileSection title={t('people.myProfile.password')}>
          <MyPassword />
        </ProfileSection>
        <CertificatesSection />
        <ProfileSection title={t('invoices.mine.title')}>
          <Suspense fallback={<PageLoader />}>
            <MyInvoices />
          </Suspense>
        </ProfileSection>
        <AchievementsSection />
        <ProfileSection title={t('rewards.profile.myData')}>
          <DownloadMyData />
        </ProfileSection>
      </Stack>
    </Container>
  );
}
