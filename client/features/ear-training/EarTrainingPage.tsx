// /EarTraining and /EarTraining/:subpage (academy): the exercises' menu, or one exercise. An unknown
// exercise shows the menu with a note rather than an empty page.
import { Alert, Anchor, Breadcrumbs, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEar, IconMusic, IconPiano } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '../../base/hooks';
import { ContentArea } from '../../components/content/ContentArea';
import type { PageProps } from '../../components/page';
import { selectSessionStatus } from '../../session/sessionSlice';
import { isPageExercise, PAGE_EXERCISES, type PageExercise } from './exercises';
import { KeyboardIntervals } from './KeyboardIntervals';
import { LearnerExercise } from './LearnerExercise';
import { MasteryGrid } from './MasteryGrid';
import { NameTheInterval } from './NameTheInterval';
import { TrendChart } from './TrendChart';

const ICONS: Record<PageExercise, typeof IconEar> = {
  KeyboardIntervals_1: IconPiano,
  NameTheInterval: IconEar,
  Chords: IconMusic,
};

function Menu() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {PAGE_EXERCISES.map((exercise) => {
        const Icon = ICONS[exercise];
        return (
          <Card key={exercise} withBorder radius="md" padding="lg" component="li">
            <Stack gap="xs">
              <Icon size={32} aria-hidden="true" />
              <Anchor component={Link} to={`/EarTraining/${exercise}`} fw={700} size="lg">
                {t(`earTraining.exercises.${exercise}.name`)}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t(`earTraining.exercises.${exercise}.description`)}
              </Text>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

export default function EarTrainingPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const { subpage } = useParams();
  const exercise = isPageExercise(subpage) ? subpage : null;
  // A learner plays the server's rounds, saved; a visitor plays random ones as before.
  const signedIn = useAppSelector(selectSessionStatus) === 'signedIn';

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        {exercise && (
          <Breadcrumbs aria-label={t('earTraining.breadcrumbs')}>
            <Anchor component={Link} to="/EarTraining">
              {t(`pages.${titleKey}`)}
            </Anchor>
            <Text aria-current="page">{t(`earTraining.exercises.${exercise}.name`)}</Text>
          </Breadcrumbs>
        )}
        <Title order={1}>
          {exercise ? t(`earTraining.exercises.${exercise}.name`) : t(`pages.${titleKey}`)}
        </Title>
        {exercise ? (
          <Text c="dimmed">{t(`earTraining.exercises.${exercise}.description`)}</Text>
        ) : (
          <ContentArea contentKey="earTraining.intro" defaultContent={t('earTraining.intro')} />
        )}
        {subpage && !exercise && (
          <Alert variant="light" color="orange">
            {t('earTraining.unknown')}
          </Alert>
        )}
        {exercise === 'NameTheInterval' &&
          (signedIn ? <LearnerExercise exercise="intervals" mode="name" signedIn /> : <NameTheInterval />)}
        {exercise === 'KeyboardIntervals_1' &&
          (signedIn ? <LearnerExercise exercise="intervals" mode="play" signedIn /> : <KeyboardIntervals />)}
        {exercise === 'Chords' && <LearnerExercise exercise="chords" mode="name" signedIn={signedIn} />}
        {!exercise && <Menu />}
        {!exercise && signedIn && <MasteryGrid />}
        {!exercise && signedIn && <TrendChart />}
      </Stack>
    </Container>
  );
}
