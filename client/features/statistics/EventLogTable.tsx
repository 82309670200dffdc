// The operations console's events, newest first: id, time, type, actor, rooms, and a button to
// open the payload.
import { Badge, Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventLogRow } from '../../../shared/calls/statistics';

export function EventLogTable({
  events,
  onOpen,
}: {
  events: readonly EventLogRow[];
  onOpen: (event: EventLogRow) => void;
}) {
  const { t } = useTranslation();
  return (
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
                <Button size="compact-xs" variant="subtle" onClick={() => onOpen(e)}>
                  {t('statistics.ops.open', { id: e.eventId })}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
