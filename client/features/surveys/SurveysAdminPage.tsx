// /admin/surveys (type 2): every survey with its status and number of answers (live), a new
// survey in one click, and the ways to its builder, its results and its public link.
import {
  Anchor,
  Button,
  Code,
  Container,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { describeCallError } from '../../api/describeError';
import { PageLoader } from '../../components/PageLoader';
import type { PageProps } from '../../components/page';
import { showToast } from '../../components/toast';
import { SurveyStatusBadge } from './SurveyStatusBadge';
import {
  type SurveySummary,
  useGetSurveysQuery,
  useRemoveSurveyMutation,
  useSaveSurveyMutation,
} from './surveysApi';

/** One survey in the list: its title, status, counts, link, and the remove button. */
function SurveyRow({ survey, onRemove }: { survey: SurveySummary; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-survey-id={survey.Id}>
      <Table.Td>
        <Anchor component={Link} to={`/admin/surveys/${survey.Id}`}>
          {survey.Title}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <SurveyStatusBadge status={survey.Status} />
      </Table.Td>
      <Table.Td>{survey.Questions}</Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/admin/surveys/${survey.Id}/results`} data-testid="respondents">
          {survey.Respondents}
        </Anchor>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {dayjs(survey.UpdatedAt).format('YYYY-MM-DD HH:mm')}
      </Table.Td>
      <Table.Td>
        <Code>/survey/{survey.Id}</Code>
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
          {t('surveys.list.remove')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

export default function SurveysAdminPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { data, isLoading } = useGetSurveysQuery();
  const [save, { isLoading: creating }] = useSaveSurveyMutation();
  const [remove, { isLoading: removing }] = useRemoveSurveyMutation();
  const [removal, setRemoval] = useState<SurveySummary | null>(null);

  const fail = (thrown: unknown) =>
    showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });

  const create = async () => {
    try {
      const survey = await save({
        Title: t('surveys.list.newTitle'),
        Status: 'draft',
        Questions: [],
      }).unwrap();
      await navigate(`/admin/surveys/${survey.Id}`);
    } catch (thrown) {
      fail(thrown);
    }
  };

  const confirmRemoval = async () => {
    if (!removal) return;
    try {
      await remove(removal.Id).unwrap();
      showToast({ message: t('surveys.list.removed'), color: 'green' });
      setRemoval(null);
    } catch (thrown) {
      fail(thrown);
    }
  };

  if (isLoading) return <PageLoader />;
  const surveys = data ?? [];

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{t(`pages.${titleKey}`)}</Title>
          <Button leftSection={<IconPlus size={16} />} onClick={() => void create()} loading={creating}>
            {t('surveys.list.new')}
          </Button>
        </Group>
        <Text c="dimmed">{t('surveys.list.intro')}</Text>
        {surveys.length === 0 ? (
          <Text>{t('surveys.list.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('surveys.list.title')}</Table.Th>
                  <Table.Th scope="col">{t('surveys.list.status')}</Table.Th>
                  <Table.Th scope="col">{t('surveys.list.questions')}</Table.Th>
                  <Table.Th scope="col">{t('surveys.list.respondents')}</Table.Th>
                  <Table.Th scope="col">{t('surveys.list.updated')}</Table.Th>
                  <Table.Th scope="col">{t('surveys.list.link')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('surveys.list.remove')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {surveys.map((survey) => (
                  <SurveyRow key={survey.Id} survey={survey} onRemove={() => setRemoval(survey)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal opened={removal !== null} onClose={() => setRemoval(null)} title={t('surveys.list.remove')}>
        <Stack>
          <Text>{t('surveys.list.removeConfirm', { title: removal?.Title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoval(null)}>
              {t('surveys.edit.back')}
            </Button>
            <Button color="red" loading={removing} onClick={() => void confirmRemoval()}>
              {t('surveys.list.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
