// /operations (the school's admins): the event log live over the ops room, the web side of
// `npm run events -- --follow`. Filter by type and user, pause (new events wait, counted) and
// resume, page back by cursor, and open one event's payload.
import { Button, Code, Container, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventLogRow } from '../../../shared/calls/statistics';
import { useAppDispatch } from '../../base/hooks';
import { addAppListener } from '../../base/listeners';
import type { PageProps } from '../../components/page';
import { emitWithAck, onSocketConnected } from '../../realtime/socketEmits';
import { EventFilterForm } from './EventFilterForm';
import { EventLogTable } from './EventLogTable';
import { type EventFilter, matches, mergeNewest } from './eventFilter';
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

  const apply = (next: EventFilter) => {
    setEvents([]);
    setWaiting([]);
    setFilter(next);
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
        <EventFilterForm onApply={apply} />
        <Text size="sm" c="dimmed" aria-live="polite">
          {paused ? t('statistics.ops.pausedNote', { count: waiting.length }) : t('statistics.ops.liveNote')}
        </Text>
        {isError && <Text c="red">{t('statistics.loadFailed')}</Text>}
        <EventLogTable events={events} onOpen={setOpen} />
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
