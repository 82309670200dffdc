// The admin dropdown for types 2 and 8 (SPEC §2). Loaded only for staff, so students never
// download it; Mantine's Menu gives arrow-key navigation and Escape to close.
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SessionUser } from '../../shared/users';
import { visibleAdminMenu } from './menuItems';

export default function AdminMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconShieldCheck size={16} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
        >
          {t('shell.admin')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('shell.adminMenu')}>
        {visibleAdminMenu(user).map((entry) =>
          entry.to ? (
            <Menu.Item key={entry.labelKey} component={Link} to={entry.to}>
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
