// The app bar (SPEC §2 "App shell"): menu button, title, live dot and navigation on the left;
// the signed-in tools, language and the person (or sign-in buttons) on the right.
import { Box, Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { loadTexts } from '../base/featureTexts';
import { useAppSelector } from '../base/hooks';
import { selectSessionUser } from '../session/sessionUser';
import { ConnectionDot } from './ConnectionDot';
import { LanguageSwitcher } from './LanguageSwitcher';
import { loadShell } from './loadShell';
import { PhoneCatalogueButton, SignInButtons, TopNav } from './TopNav';
import { AVATAR_SIZE } from './topBarSizes';

/** Loads the signed-in tools; called early when a stored token suggests someone is signed in. */
export const preloadSignedInTools = () =>
  Promise.all([loadShell(), loadTexts(['messages'])]).then(([shell]) => shell);
const SignedInTools = lazy(() => preloadSignedInTools().then((shell) => ({ default: shell.SignedInTools })));
const UserAvatarLink = lazy(() =>
  preloadSignedInTools().then((shell) => ({ default: shell.UserAvatarLink })),
);

/**
 * Holds the person's place (name and avatar, as UserAvatarLink lays them out) while its code
 * loads: the language switch beside it does not move when it arrives.
 */
function UserAvatarPlaceholder({ name }: { name: string }) {
  return (
    <Group gap="xs" wrap="nowrap" aria-hidden="true">
      <Text fw={600} size="sm" visibleFrom="md">
        {name}
      </Text>
      <Box w={AVATAR_SIZE} h={AVATAR_SIZE} />
    </Group>
  );
}

interface TopBarProps {
  drawerOpened: boolean;
  onToggleDrawer: () => void;
  /** Start loading the drawer's code before the click lands. */
  onDrawerIntent: () => void;
  registrationEnabled: boolean;
  /** The school's logo (its branding); none: the name alone. */
  logoUrl: string | null | undefined;
}

export function TopBar({
  drawerOpened,
  onToggleDrawer,
  onDrawerIntent,
  registrationEnabled,
  logoUrl,
}: TopBarProps) {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);

  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={drawerOpened}
          onClick={onToggleDrawer}
          onPointerEnter={onDrawerIntent}
          onFocus={onDrawerIntent}
          aria-label={t(drawerOpened ? 'shell.closeMenu' : 'shell.openMenu')}
          aria-expanded={drawerOpened}
          aria-haspopup="dialog"
          size="sm"
        />
        {/* Below 576 px the name gives its room to the tools (home is the drawer's first entries). */}
        <UnstyledButton
          component={Link}
          to="/"
          aria-label={t('shell.home')}
          visibleFrom="xs"
          className="brand-home"
        >
          {logoUrl && <img src={logoUrl} alt="" className="brand-logo" />}
          <Text component="span" className="brand-title">
            {t('app.title')}
          </Text>
        </UnstyledButton>
        {user && <ConnectionDot />}
        <TopNav signedIn={user !== null} />
      </Group>

      <Group gap="xs" wrap="nowrap">
        {user && (
          <Suspense fallback={null}>
            <SignedInTools user={user} />
          </Suspense>
        )}
        {/* Signed in on a phone, the language switch is in the menu drawer: the XP chip needs the room. */}
        {user ? (
          <Box visibleFrom="xs">
            <LanguageSwitcher />
          </Box>
        ) : (
          <LanguageSwitcher />
        )}
        {user ? (
          <Suspense fallback={<UserAvatarPlaceholder name={`${user.FirstName} ${user.LastName}`} />}>
            <UserAvatarLink user={user} />
          </Suspense>
        ) : (
          <>
            <PhoneCatalogueButton />
            <SignInButtons registrationEnabled={registrationEnabled} />
          </>
        )}
      </Group>
    </Group>
  );
}
