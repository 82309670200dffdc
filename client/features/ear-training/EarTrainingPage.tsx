// /EarTraining and /EarTraining/:subpage (academy): the exercises' menu, or one exercise. An unknown
// exercise shows the menu with a note rather than an empty page.
import { Alert, Anchor, Breadcrumbs, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEar, IconPiano } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ContentArea } from '../../components/content/ContentArea';
import type { PageProps } from '../../components/page';
import { EXERCISES, type Exercise, isExercise } from './exercises';
import { KeyboardIntervals } from './KeyboardIntervals';
import { NameTheInterval } from './NameTheInterval';

const ICONS: Record<Exercise, typeof IconEar> = { KeyboardIntervals_1: IconPiano, NameTheInterval: IconEar };

function Menu() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {EXERCISES.map((exercise) => {
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
  const exercise = isExercise(subpage) ? subpage : null;

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
        {exercise === 'NameTheInterval' && <NameTheInterval />}
        {exercise === 'KeyboardIntervals_1' && <KeyboardIntervals />}
        {!exercise && <Menu />}
      </Stack>
    </Container>
  );
}
