// The top bar's navigation buttons (from the side breakpoint up; below it they live in the drawer).
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { NavLabelKey } from './menuItems';

interface TopNavEntry {
  to: string;
  labelKey: NavLabelKey;
}

const SIGNED_IN: readonly TopNavEntry[] = [
  { to: '/MyCourses', labelKey: 'myCourses' },
  { to: '/News', labelKey: 'news' },
];

const SIGNED_OUT: readonly TopNavEntry[] = [
  { to: '/News', labelKey: 'news' },
  { to: '/faq', labelKey: 'faq' },
];

export function TopNav({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const entries = signedIn ? SIGNED_IN : SIGNED_OUT;
  return (
    <Group component="nav" aria-label={t('shell.topNavigation')} gap={4} visibleFrom="sm" wrap="nowrap">
      {entries.map((entry) => (
        <Button key={entry.to} component={NavLink} to={entry.to} variant="subtle" color="dark" size="sm">
          {t(`nav.${entry.labelKey}`)}
        </Button>
      ))}
    </Group>
  );
}

/** Sign in and sign up, for visitors (sign-up only while registration is enabled). */
export function SignInButtons({ registrationEnabled }: { registrationEnabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" visibleFrom="sm">
      <Button component={NavLink} to="/login" size="sm">
        {t('nav.signIn')}
      </Button>
      {registrationEnabled && (
        <Button component={NavLink} to="/register" size="sm" variant="default">
          {t('nav.signUp')}
        </Button>
      )}
    </Group>
  );
}
