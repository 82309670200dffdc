// The top bar's navigation buttons (from the side breakpoint up; below it they live in the drawer).
// The catalogue is there for everyone on the academy, so a newcomer finds the courses first.
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { selectSite } from '../api/callContext';
import { useAppSelector } from '../base/hooks';
import type { NavLabelKey } from './menuItems';

interface TopNavEntry {
  to: string;
  labelKey: NavLabelKey;
}

const CATALOGUE: TopNavEntry = { to: '/products', labelKey: 'products' };

const SIGNED_IN: readonly TopNavEntry[] = [
  { to: '/MyCourses', labelKey: 'myCourses' },
  CATALOGUE,
  { to: '/News', labelKey: 'news' },
];

const SIGNED_OUT: readonly TopNavEntry[] = [
  CATALOGUE,
  { to: '/News', labelKey: 'news' },
  { to: '/faq', labelKey: 'faq' },
];

/** The catalogue is the academy's (teams sells plans, not courses). */
export const useHasCatalogue = () => (useAppSelector(selectSite) ?? 'academy') === 'academy';

export function TopNav({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const hasCatalogue = useHasCatalogue();
  const entries = (signedIn ? SIGNED_IN : SIGNED_OUT).filter((e) => hasCatalogue || e !== CATALOGUE);
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

/** The catalogue on a phone, where the navigation buttons give way (a visitor's bar has room). */
export function PhoneCatalogueButton() {
  const { t } = useTranslation();
  if (!useHasCatalogue()) return null;
  return (
    <Button
      component={NavLink}
      to="/products"
      hiddenFrom="sm"
      variant="subtle"
      color="dark"
      size="compact-sm"
    >
      {t('nav.products')}
    </Button>
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
