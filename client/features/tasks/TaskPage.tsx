// /Tasks/:id (staff, SPEC §2, §3): one task — description, note, owner, due date, completion by
// whom and when, who it is about with a way into the conversation — live as others change it.
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { UNASSIGNED_OWNER } from '../../../shared/tasks';
import { describeCallError } from '../../api/describeError';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { PageLoader } from '../../components/PageLoader';
import { type PageProps, parseIdParam } from '../../components/page';
import { StatePanel, StateText } from '../../components/StatePanel';
import { showToast } from '../../components/toast';
import { selectSessionUser } from '../../session/sessionUser';
import { ExamReview } from '../exams';
import { chatOpened } from '../messages';
import { TaskTypeBadge } from './TasksPage';
import { type Task, useGetTaskQuery, useUpdateTaskMutation } from './tasksApi';

const localInput = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '');

function NoteForm({ task }: { task: Task }) {
  const { t, i18n } = useTranslation();
  const [update, { isLoading }] = useUpdateTaskMutation();
  const [note, setNote] = useState(task.Note);
  const [due, setDue] = useState(localInput(task.EventStartDate));
  const save = async () => {
    try {
      await update({
        Task: { Id: task.Id, Note: note },
        EventStartDate: due === '' ? null : new Date(due).toISOString(),
      }).unwrap();
      showToast({ message: t('tasks.saved'), color: 'green' });
    } catch (thrown) {
      showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });
    }
  };
  return (
    <Stack gap="sm">
      <Textarea
        label={t('tasks.note')}
        autosize
        minRows={3}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <TextInput
        type="datetime-local"
        label={t('tasks.due')}
        value={due}
        onChange={(e) => setDue(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button loading={isLoading} onClick={() => void save()}>
          {t('tasks.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Whom the task is about, with a button that opens a chat with them. */
function AboutPerson({ task }: { task: Task }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  if (task.UserId === null || !task.UserRealName) return null;
  const { UserId: userId, UserRealName: name } = task;
  return (
    <Group gap="xs">
      <Text size="sm">{t('tasks.aboutIs', { name })}</Text>
      <Button
        size="compact-sm"
        variant="light"
        onClick={() =>
          dispatch(
            chatOpened({
              kind: 'person',
              userId,
              name,
              courseId: task.CourseId,
              coursePartId: task.CoursePartId,
            }),
          )
        }
      >
        {t('tasks.message', { name })}
      </Button>
    </Group>
  );
}

export default function TaskPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const me = useAppSelector(selectSessionUser);
  const id = parseIdParam(useParams().id);
  const { data: task, isLoading, isError } = useGetTaskQuery(id, { skip: id <= 0 });
  const [update, { isLoading: updating }] = useUpdateTaskMutation();

  if (isLoading) return <PageLoader />;
  if (isError || !task || !me)
    return (
      <StatePanel icon={<IconClipboardList size={34} />} title={t(`pages.${titleKey}`)}>
        <StateText>{t('tasks.notFound')}</StateText>
      </StatePanel>
    );

  const change = async (changes: Omit<Parameters<typeof update>[0]['Task'], 'Id'>) => {
    try {
      await update({ Task: { Id: task.Id, ...changes } }).unwrap();
    } catch (thrown) {
      showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });
    }
  };
  const mine = task.TaskOwner === me.Id;
  const free = task.TaskOwner === UNASSIGNED_OWNER;

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/Tasks" size="sm">
          {t('tasks.back')}
        </Anchor>
        <Group gap="sm">
          <Title order={1}>{t(`pages.${titleKey}`)}</Title>
          <TaskTypeBadge type={task.TaskType} />
        </Group>
        {task.Trashed && <Alert color="gray">{t('tasks.inTrash')}</Alert>}
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="sm">
            <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="task-description">
              {task.Description}
            </Text>
            <Text size="sm" c="dimmed">
              {t('tasks.createdAt', { date: dayjs(task.CreatedAt).format('YYYY-MM-DD HH:mm') })}
            </Text>
            {task.CourseName && <Text size="sm">{t('tasks.courseIs', { course: task.CourseName })}</Text>}
            <AboutPerson task={task} />
            <Text size="sm" data-testid="task-owner">
              {task.OwnerName ? t('tasks.ownerIs', { name: task.OwnerName }) : t('tasks.nobodyHasIt')}
            </Text>
            {task.CompleteTheTask && task.CompletedDate && (
              <Text size="sm" data-testid="task-completed">
                {t('tasks.completedAt', { date: dayjs(task.CompletedDate).format('YYYY-MM-DD HH:mm') })}
              </Text>
            )}
            <Group gap="xs">
              {free && (
                <Button loading={updating} onClick={() => void change({ TaskOwner: me.Id })}>
                  {t('tasks.take')}
                </Button>
              )}
              {mine && (
                <Button
                  variant="default"
                  loading={updating}
                  onClick={() => void change({ TaskOwner: UNASSIGNED_OWNER })}
                >
                  {t('tasks.release')}
                </Button>
              )}
              <Button
                variant={task.CompleteTheTask ? 'default' : 'filled'}
                color={task.CompleteTheTask ? undefined : 'teal.9'}
                loading={updating}
                onClick={() => void change({ CompleteTheTask: !task.CompleteTheTask })}
              >
                {task.CompleteTheTask ? t('tasks.reopen') : t('tasks.complete')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                loading={updating}
                onClick={() => void change({ Trashed: !task.Trashed })}
              >
                {task.Trashed ? t('tasks.restore') : t('tasks.toTrash')}
              </Button>
            </Group>
          </Stack>
        </Card>
        {task.UserExamId !== null && (
          <Suspense fallback={null}>
            <ExamReview examId={task.UserExamId} />
          </Suspense>
        )}
        <Card withBorder radius="lg" padding="lg">
          <NoteForm key={`${task.Id}-${task.Note}-${task.EventStartDate ?? ''}`} task={task} />
        </Card>
      </Stack>
    </Container>
  );
}
