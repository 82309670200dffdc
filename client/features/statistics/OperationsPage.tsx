// /operations (the school's admins): the event log live over the ops room, the web side of
// `npm run events -- --follow`. Filter by type and user, pause (new events wait, counted) and
// resume, page back by cursor, and open one event's payload.
import {
  Badge,
  Button,
  Code,
  Container,
  Group,
  Modal,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventLogRow } from '../../../shared/calls/statistics';
import { useAppDispatch } from '../../base/hooks';
import { addAppListener } from '../../base/listeners';
import type { PageProps } from '../../components/page';
import { emitWithAck, onSocketConnected } from '../../realtime/socketEmits';
import { type EventFilter, matches, mergeNewest, TYPE_FILTER } from './eventFilter';
import { loggedEvents } from './realtime';
import { useLazyGetEventLogQuery } from './statisticsApi';

const PAGE = 50;

function useOpsTail(onEvent: (event: EventLogRow) => void): void {
  const dispatch = useAppDispatch();
  const listener = useRef(onEvent);
  listener.current = onEvent;
  useEffect(() => {
    const watch = () => void emitWithAck('ops:watch', { Watch: true });
    watch();
    const stopConnects = onSocketConnected(watch);
    const stopEvents = dispatch(addAppListener(loggedEvents((row) => listener.current(row))));
    return () => {
      stopConnects();
      stopEvents();
      void emitWithAck('ops:watch', { Watch: false });
    };
  }, [dispatch]);
}

export default function OperationsPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<EventFilter>({ Type: '', UserId: null });
  const [typeText, setTypeText] = useState('');
  const [userText, setUserText] = useState<number | string>('');
  const [events, setEvents] = useState<EventLogRow[]>([]);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [paused, setPaused] = useState(false);
  const [waiting, setWaiting] = useState<EventLogRow[]>([]);
  const [open, setOpen] = useState<EventLogRow | null>(null);
  const [load, { isFetching, isError }] = useLazyGetEventLogQuery();

  const fetchPage = useCallback(
    async (before: number | undefined, current: EventFilter) => {
      const page = await load({
        Limit: PAGE,
        ...(before !== undefined && { Before: before }),
        ...(current.Type !== '' && { Type: current.Type }),
        ...(current.UserId !== null && { UserId: current.UserId }),
      }).unwrap();
      setNextBefore(page.nextBefore);
      return page.data;
    },
    [load],
  );

  useEffect(() => {
    let stale = false;
    fetchPage(undefined, filter)
      .then((rows) => {
        if (!stale)
          setEvents((live) =>
            mergeNewest(
              rows,
              live.filter((e) => matches(e, filter)),
            ),
          );
      })
      .catch(() => undefined);
    return () => {
      stale = true;
    };
  }, [filter, fetchPage]);

  useOpsTail((event) => {
    if (!matches(event, filter)) return;
    if (paused) setWaiting((list) => [...list, event]);
    else setEvents((list) => mergeNewest(list, [event]));
  });

  const resume = () => {
    setEvents((list) => mergeNewest(list, waiting));
    setWaiting([]);
    setPaused(false);
  };

  const older = async () => {
    if (nextBefore === null) return;
    const rows = await fetchPage(nextBefore, filter).catch(() => []);
    setEvents((list) => [...list, ...rows.filter((r) => !list.some((e) => e.eventId === r.eventId))]);
  };

  const typeError = typeText !== '' && !TYPE_FILTER.test(typeText) ? t('statistics.ops.typeInvalid') : null;
  const apply = () => {
    if (typeError) return;
    const id = typeof userText === 'number' ? userText : null;
    setEvents([]);
    setWaiting([]);
    setFilter({ Type: typeText.trim(), UserId: id });
  };

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t(`pages.${titleKey}`)}</Title>
          {paused ? (
            <Button leftSection={<IconPlayerPlay size={16} aria-hidden="true" />} onClick={resume}>
              {t('statistics.ops.resume', { count: waiting.length })}
            </Button>
          ) : (
            <Button
              variant="default"
              leftSection={<IconPlayerPause size={16} aria-hidden="true" />}
              onClick={() => setPaused(true)}
            >
              {t('statistics.ops.pause')}
            </Button>
          )}
        </Group>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              label={t('statistics.ops.type')}
              placeholder="message:*"
              value={typeText}
              error={typeError}
              onChange={(e) => setTypeText(e.currentTarget.value)}
              w={220}
            />
            <NumberInput
              label={t('statistics.ops.user')}
              value={userText}
              onChange={setUserText}
              min={1}
              allowDecimal={false}
              w={160}
            />
            <Button type="submit" mt={25}>
              {t('statistics.ops.apply')}
            </Button>
          </Group>
        </form>
        <Text size="sm" c="dimmed" aria-live="polite">
          {paused ? t('statistics.ops.pausedNote', { count: waiting.length }) : t('statistics.ops.liveNote')}
        </Text>
        {isError && <Text c="red">{t('statistics.loadFailed')}</Text>}
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover data-testid="operations-events">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('statistics.ops.at')}</Table.Th>
                <Table.Th>{t('statistics.ops.type')}</Table.Th>
                <Table.Th>{t('statistics.ops.user')}</Table.Th>
                <Table.Th>{t('statistics.ops.rooms')}</Table.Th>
                <Table.Th>{t('statistics.ops.payload')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((e) => (
                <Table.Tr key={e.eventId} data-type={e.type}>
                  <Table.Td>{e.eventId}</Table.Td>
                  <Table.Td>{e.at.replace('T', ' ').slice(0, 19)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" tt="none">
                      {e.type}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{e.actorId ?? t('statistics.ops.system')}</Table.Td>
                  <Table.Td>
                    <Text size="xs">{e.rooms.join(', ')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Button size="compact-xs" variant="subtle" onClick={() => setOpen(e)}>
                      {t('statistics.ops.open', { id: e.eventId })}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {events.length === 0 && !isFetching && <Text c="dimmed">{t('statistics.ops.empty')}</Text>}
        <Group>
          <Button
            variant="default"
            disabled={nextBefore === null}
            loading={isFetching}
            onClick={() => void older()}
          >
            {t('statistics.ops.older')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `${open.type} #${open.eventId}` : ''}
        closeButtonProps={{ 'aria-label': t('statistics.ops.close') }}
        size="lg"
      >
        {open && (
          <Code block data-testid="operations-payload">
            {JSON.stringify(open.payload, null, 2)}
          </Code>
        )}
      </Modal>
    </Container>
  );
}
