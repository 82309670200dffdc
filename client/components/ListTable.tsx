// A list page's table: its column heads and its rows, or one dimmed line when there is nothing to
// list (codes, tasks, webhooks and their deliveries).
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListTableProps {
  /** The column heads, in order. */
  heads: readonly string[];
  /** Shown instead of the table when `isEmpty`. */
  empty: string;
  isEmpty: boolean;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  /** The rows. */
  children: ReactNode;
}

export function ListTable({ heads, empty, isEmpty, minWidth, children }: ListTableProps) {
  if (isEmpty) return <Text c="dimmed">{empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {heads.map((head) => (
              <Table.Th key={head} scope="col">
                {head}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
