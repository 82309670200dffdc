// /admin/surveys/:id/results (type 2): each question's answers as a bar chart (choices and scale
// values), its mean, the free-text answers; follows new answers live; CSV of every answer.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Anchor, Button, Card, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { type PageProps, parseIdParam } from '../../components/page';
import { StatePanel, StateText } from '../../components/StatePanel';
import { saveCsv } from '../../components/saveFile';
import { showToast } from '../../components/toast';
import { SurveyStatusBadge } from './SurveyStatusBadge';
import { type SurveyResults, useExportSurveyResultsMutation, useGetSurveyResultsQuery } from './surveysApi';

type QuestionResult = SurveyResults['Questions'][number];

function QuestionCard({ question, index }: { question: QuestionResult; index: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder padding="md" data-question-key={question.Key}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4">
            {index + 1}. {question.Prompt}
          </Title>
          <Text c="dimmed" size="sm" data-testid="answered">
            {t('surveys.results.answered', { count: question.Answered })}
          </Text>
        </Group>
        {question.Mean !== null && (
          <Text size="sm">
            {t('surveys.results.mean', {
              mean: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(question.Mean),
            })}
          </Text>
        )}
        {question.Kind === 'text' ? (
          question.Texts.length === 0 ? (
            <Text c="dimmed">{t('surveys.results.noTexts')}</Text>
          ) : (
            <List spacing={4}>
              {question.Texts.map((text, i) => (
                // Answers have no id of their own; their order is stable (newest first).
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <List.Item key={i}>{text}</List.Item>
              ))}
            </List>
          )
        ) : (
          <>
            <BarChart
              h={Math.max(160, question.Counts.length * 36)}
              data={question.Counts.map((c) => ({ label: c.Label, count: c.Count }))}
              dataKey="label"
              orientation="vertical"
              yAxisProps={{ width: 120 }}
              // Counts of answers: whole-number ticks on the value axis (horizontal here).
              xAxisProps={{ allowDecimals: false }}
              series={[{ name: 'count', label: t('surveys.results.count'), color: 'indigo.6' }]}
              withTooltip
            />
            {/* The figures as text too, for screen readers and for reading exact counts. */}
            <List size="sm" data-testid="counts">
              {question.Counts.map((c) => (
                <List.Item key={c.Label}>
                  {c.Label}: {c.Count}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Card>
  );
}

export default function SurveyResultsPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const id = parseIdParam(useParams().id);
  const { data, isLoading, isError, refetch } = useGetSurveyResultsQuery(id, { skip: id <= 0 });
  const [exportCsv, { isLoading: exporting }] = useExportSurveyResultsMutation();

  const runExport = async () => {
    try {
      const file = await exportCsv(id).unwrap();
      saveCsv(file.FileName, file.Csv);
    } catch {
      showToast({ message: t('surveys.results.exportFailed'), color: 'red' });
    }
  };

  if (isLoading) return <PageLoader />;
  if (isError || !data)
    return (
      <StatePanel
        icon={<IconClipboardList size={34} />}
        title={t(`pages.${titleKey}`)}
        actions={<Button onClick={() => void refetch()}>{t('surveys.results.retry')}</Button>}
      >
        <StateText>{t('surveys.results.loadFailed')}</StateText>
      </StatePanel>
    );

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Anchor component={Link} to="/admin/surveys">
            {t('surveys.edit.back')}
          </Anchor>
          <Anchor component={Link} to={`/admin/surveys/${data.Id}`}>
            {t('surveys.list.edit')}
          </Anchor>
        </Group>
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>{data.Title}</Title>
            <Group gap="xs">
              <SurveyStatusBadge status={data.Status} />
              <Text fw={600} data-testid="respondents">
                {t('surveys.results.respondents', { count: data.Respondents })}
              </Text>
            </Group>
            <Text c="dimmed" size="sm">
              {t('surveys.results.live')}
            </Text>
          </Stack>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exporting}
            onClick={() => void runExport()}
          >
            {t('surveys.results.export')}
          </Button>
        </Group>
        {data.Questions.map((question, index) => (
          <QuestionCard key={question.Key} question={question} index={index} />
        ))}
      </Stack>
    </Container>
  );
}
