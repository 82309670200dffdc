// The admin dropdown for types 2 and 8 (SPEC §2). Loaded only for staff, so students never
// download it; Mantine's Menu gives arrow-key navigation and Escape to close. Its badge counts
// the open tasks of the work queue, live (task:changed).
import { Badge, Box, Button, Indicator, Menu, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SessionUser } from '../../shared/users';
import { useGetTasksQuery } from '../features/tasks/tasksApi';
import { visibleAdminMenu } from './menuItems';

export default function AdminMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const open = useGetTasksQuery({ Condition: 'open', limit: 1 }).data?.open_count ?? 0;
  return (
    // Taller than a laptop's window, the list would be shifted and re-placed while the pointer is on
    // it (a press on one entry, a release on another): it keeps to the room below and scrolls.
    <Menu
      position="bottom-end"
      width={220}
      shadow="md"
      middlewares={{ flip: true, shift: true, size: { padding: 8 } }}
      styles={{ dropdown: { overflowY: 'auto' } }}
    >
      <Indicator label={open > 99 ? '99+' : open} disabled={open === 0} size={18} color="red.8" zIndex={1}>
        <Menu.Target>
          <Button
            variant="default"
            size="sm"
            // The count is the button's description, so its name stays "Admin", on a phone too,
            // where the button shows its icon alone.
            aria-label={t('shell.admin')}
            aria-describedby={open > 0 ? 'admin-open-tasks' : undefined}
            leftSection={<IconShieldCheck size={16} aria-hidden="true" />}
            rightSection={
              <Box component="span" visibleFrom="sm" display="flex">
                <IconChevronDown size={14} aria-hidden="true" />
              </Box>
            }
            px={{ base: 'xs', sm: 'md' }}
            data-testid="admin-menu"
          >
            <Box component="span" visibleFrom="sm">
              {t('shell.admin')}
            </Box>
          </Button>
        </Menu.Target>
      </Indicator>
      {open > 0 && (
        <VisuallyHidden id="admin-open-tasks">{t('shell.adminOpenTasks', { count: open })}</VisuallyHidden>
      )}
      <Menu.Dropdown aria-label={t('shell.adminMenu')}>
        {visibleAdminMenu(user).map((entry) =>
          entry.to ? (
            <Menu.Item
              key={entry.labelKey}
              component={Link}
              to={entry.to}
              rightSection={
                entry.to === '/Tasks' && open > 0 ? (
                  <Badge size="sm" color="red.8" aria-hidden="true">
                    {open}
                  </Badge>
                ) : undefined
              }
            >
              {t(`nav.${entry.labelKey}`)}
            </Menu.Item>
          ) : (
            <Menu.Item key={entry.labelKey} disabled>
              {t(`nav.${entry.labelKey}`)}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
