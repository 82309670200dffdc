// The page-sort dialog of the course menu (SPEC §2, §7 save_sorted_course_parts): parts in order,
// dragged by a handle with the pointer or the keyboard (dnd-kit: Space picks up, arrows move, Space
// drops), or stepped with the buttons beside each. Posts move with their part.
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_TYPE } from '../../../shared/access';
import { describeCallError } from '../../api/describeError';
import { useAppSelector } from '../../base/hooks';
import { showToast } from '../../components/toast';
import { selectSessionUser } from '../../session/sessionUser';
import { type CourseDialogProps, DialogActions, EditModal } from './EditDialog';
import { useSaveSortedCoursePartsMutation } from './editingApi';
import { moveGroup, type SortGroup, sameOrder, sortedItemsOf, sortGroupsOf, stepGroup } from './sortOrder';

function SortRow({
  group,
  index,
  count,
  showIds,
  onStep,
}: {
  group: SortGroup;
  index: number;
  count: number;
  showIds: boolean;
  onStep: (step: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: group.id });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      radius="md"
      p="xs"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 1 : undefined,
        position: 'relative',
        listStyle: 'none',
      }}
      data-testid="sort-row"
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={t('editing.dragHandle', { name: group.name })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden="true" />
        </ActionIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} truncate>
              {group.name}
            </Text>
            {showIds && (
              <Text size="xs" c="dimmed">
                {t('editing.partId', { id: group.id })}
              </Text>
            )}
            {!group.published && (
              <Badge size="xs" color="gray.7" radius="sm">
                {t('editing.draft')}
              </Badge>
            )}
          </Group>
          {group.posts.length > 0 && (
            <List size="xs" c="dimmed" withPadding>
              {group.posts.map((post) => (
                <List.Item key={post.id}>{post.name}</List.Item>
              ))}
            </List>
          )}
        </Stack>
        <ActionIcon
          variant="default"
          aria-label={t('editing.moveUp', { name: group.name })}
          disabled={index === 0}
          onClick={() => onStep(-1)}
        >
          <IconArrowUp size={16} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={t('editing.moveDown', { name: group.name })}
          disabled={index === count - 1}
          onClick={() => onStep(1)}
        >
          <IconArrowDown size={16} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

export function SortPagesDialog({ course, opened, onClose }: CourseDialogProps) {
  const { t, i18n } = useTranslation();
  const showIds = useAppSelector(selectSessionUser)?.UserType === USER_TYPE.admin;
  const [groups, setGroups] = useState<SortGroup[]>(() => sortGroupsOf(course));
  const [save, saving] = useSaveSortedCoursePartsMutation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Each opening starts from the course as it is now.
  useEffect(() => {
    if (opened) setGroups(sortGroupsOf(course));
  }, [opened, course]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) setGroups((current) => moveGroup(current, Number(active.id), Number(over.id)));
  };

  const submit = async () => {
    if (sameOrder(groups, sortGroupsOf(course))) {
      onClose();
      return;
    }
    try {
      await save({ CourseId: course.Id, SortedItems: sortedItemsOf(groups) }).unwrap();
      showToast({ message: t('editing.sortSaved'), color: 'green' });
      onClose();
    } catch (error) {
      showToast({
        message: `${t('editing.sortFailed')} ${describeCallError(error, t, i18n.language)}`,
        color: 'red',
      });
    }
  };

  return (
    <EditModal opened={opened} onClose={onClose} title={t('editing.sortTitle')} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('editing.sortHint')}
        </Text>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={groups.map((g) => g.id)} strategy={verticalListSortingStrategy}>
            <Stack component="ol" gap="xs" p={0} m={0} aria-label={t('editing.parts')}>
              {groups.map((group, index) => (
                <SortRow
                  key={group.id}
                  group={group}
                  index={index}
                  count={groups.length}
                  showIds={showIds}
                  onStep={(step) => setGroups((current) => stepGroup(current, group.id, step))}
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
        <DialogActions onCancel={onClose} loading={saving.isLoading} onConfirm={() => void submit()} />
      </Stack>
    </EditModal>
  );
}
