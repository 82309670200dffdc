// /Tasks (staff, SPEC §2, §7): the work queue, live. Filters: mine, open, done, all; the trash;
// course and type; paged on the server. A task nobody holds can be taken from the list.
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TASK_CONDITIONS } from '../../../shared/calls/tasks';
import { UNASSIGNED_OWNER } from '../../../shared/tasks';
import { describeCallError } from '../../api/describeError';
import { useAppSelector } from '../../base/hooks';
import { ListTable } from '../../components/ListTable';
import { PageLoader } from '../../components/PageLoader';
import type { PageProps } from '../../components/page';
import { showToast } from '../../components/toast';
import { selectSessionUser } from '../../session/sessionUser';
import { type Task, useGetTaskCoursesQuery, useGetTasksQuery, useUpdateTaskMutation } from './tasksApi';
import { type Condition, tasksQuery } from './tasksQuery';
import { NAMED_TASK_TYPES, taskTypeKey } from './taskTypes';

const PAGE_SIZE = 25;

export function TaskTypeBadge({ type }: { type: number }) {
  const { t } = useTranslation();
  const key = taskTypeKey(type);
  return <Badge variant="default">{key ? t(`tasks.types.${key}`) : t('tasks.types.other', { type })}</Badge>;
}

function TakeButton({ task }: { task: Task }) {
  const { t, i18n } = useTranslation();
  const me = useAppSelector(selectSessionUser);
  const [update, { isLoading }] = useUpdateTaskMutation();
  if (!me || task.TaskOwner !== UNASSIGNED_OWNER || task.CompleteTheTask) return null;
  const take = async () => {
    try {
      await update({ Task: { Id: task.Id, TaskOwner: me.Id } }).unwrap();
    } catch (thrown) {
      showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });
    }
  };
  return (
    <Button size="compact-xs" variant="light" loading={isLoading} onClick={() => void take()}>
      {t('tasks.take')}
    </Button>
  );
}

/** One task in the list: what, which type, about whom, course, who has it, when due and made. */
function TaskRow({ task }: { task: Task }) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-task-id={task.Id}>
      <Table.Td maw={360}>
        <Anchor component={Link} to={`/Tasks/${task.Id}`} lineClamp={2}>
          {task.Description}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <TaskTypeBadge type={task.TaskType} />
      </Table.Td>
      <Table.Td>{task.UserRealName ?? '—'}</Table.Td>
      <Table.Td>{task.CourseName ?? '—'}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{task.OwnerName ?? t('tasks.nobody')}</Text>
          <TakeButton task={task} />
        </Group>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {task.EventStartDate ? dayjs(task.EventStartDate).format('YYYY-MM-DD HH:mm') : '—'}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayjs(task.CreatedAt).format('YYYY-MM-DD HH:mm')}</Table.Td>
    </Table.Tr>
  );
}

export default function TasksPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const [condition, setCondition] = useState<Condition>('open');
  const [trash, setTrash] = useState(false);
  const [type, setType] = useState<string | null>(null);
  const [course, setCourse] = useState<string | null>(null);
  const { data: courses } = useGetTaskCoursesQuery();
  const [page, setPage] = useState(1);
  const { data, isLoading } = useGetTasksQuery(
    tasksQuery({ condition, trash, type, course, page, limit: PAGE_SIZE }),
  );
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{t(`pages.${titleKey}`)}</Title>
          {data && (
            <Text c="dimmed" data-testid="open-count">
              {t('tasks.openCount', { count: data.open_count })}
            </Text>
          )}
        </Group>
        <Group gap="md" align="flex-end" wrap="wrap">
          <SegmentedControl
            aria-label={t('tasks.filter')}
            // The trash shows all of itself: the status filter has no say there.
            disabled={trash}
            value={condition}
            onChange={(v) => reset(setCondition)(v as Condition)}
            data={TASK_CONDITIONS.map((c) => ({ value: c, label: t(`tasks.conditions.${c}`) }))}
          />
          <Select
            label={t('tasks.type')}
            placeholder={t('tasks.anyType')}
            clearable
            value={type}
            onChange={reset(setType)}
            data={NAMED_TASK_TYPES.map((ty) => ({
              value: String(ty.value),
              label: t(`tasks.types.${ty.key}`),
            }))}
          />
          <Select
            label={t('tasks.course')}
            placeholder={t('tasks.anyCourse')}
            clearable
            searchable
            value={course}
            onChange={reset(setCourse)}
            data={(courses ?? []).map((c) => ({ value: String(c.Id), label: c.Name }))}
          />
          <Switch
            label={t('tasks.trash')}
            checked={trash}
            onChange={(e) => reset(setTrash)(e.currentTarget.checked)}
          />
        </Group>
        {isLoading || !data ? (
          <PageLoader />
        ) : (
          <ListTable
            heads={[
              t('tasks.task'),
              t('tasks.type'),
              t('tasks.about'),
              t('tasks.course'),
              t('tasks.owner'),
              t('tasks.due'),
              t('tasks.created'),
            ]}
            empty={t('tasks.empty')}
            isEmpty={data.data.length === 0}
            minWidth={860}
          >
            {data.data.map((task) => (
              <TaskRow key={task.Id} task={task} />
            ))}
          </ListTable>
        )}
        {data && data.pagination.total_pages > 1 && (
          <Pagination
            total={data.pagination.total_pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`tasks.pages.${control}`) })}
          />
        )}
      </Stack>
    </Container>
  );
}
