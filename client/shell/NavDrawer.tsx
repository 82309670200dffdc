// The left drawer (SPEC §2): main menu filtered by sign-in state (SPEC §6), the staff's admin
// entries for small screens, the dark-mode switch, tech support and sign-out. Loaded on first open.
// As a modal dialog it traps focus, closes on Escape and gives focus back to the menu button.
import {
  Box,
  Divider,
  Drawer,
  NavLink,
  ScrollArea,
  Stack,
  Switch,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconHistory, IconLifebuoy, IconLogout } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { selectSite } from '../api/callContext';
import { isStaffUser } from '../base/access';
import { useAppDispatch, useAppSelector } from '../base/hooks';
import { DRAWER_WIDTH_PX } from '../base/theme';
import { useSignOut } from '../features/auth/useSignOut';
import { supportDialogOpened } from '../features/messages/messagesSlice';
import { selectSessionUser } from '../session/sessionUser';
import { LanguageSwitcher } from './LanguageSwitcher';
import { showsAdminMenu, visibleAdminMenu, visibleMainMenu } from './menuItems';
import { MAIN_CONTENT_ID } from './SkipLink';

interface NavDrawerProps {
  opened: boolean;
  onClose: () => void;
  registrationEnabled: boolean;
}

export default function NavDrawer({ opened, onClose, registrationEnabled }: NavDrawerProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useAppSelector(selectSessionUser);
  const site = useAppSelector(selectSite) ?? 'academy';
  const signOut = useSignOut();
  const dispatch = useAppDispatch();
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const entries = visibleMainMenu({ signedIn: user !== null, site, registrationEnabled });
  const adminEntries = user && showsAdminMenu(user) ? visibleAdminMenu(user, site) : [];
  // After following an entry the focused link is hidden with the drawer; the new page's content
  // is where a keyboard or screen-reader user wants to be next, not the menu button.
  const followedEntry = useRef(false);
  const follow = () => {
    followedEntry.current = true;
    onClose();
  };
  const focusNewPage = () => {
    if (!followedEntry.current) return;
    followedEntry.current = false;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={DRAWER_WIDTH_PX}
      title={<Text fw={700}>{t('shell.mainMenu')}</Text>}
      closeButtonProps={{ 'aria-label': t('shell.closeMenu') }}
      scrollAreaComponent={ScrollArea.Autosize}
      padding="md"
      onExitTransitionEnd={focusNewPage}
    >
      <Stack gap="md">
        <nav aria-label={t('shell.mainMenu')}>
          {entries.map((entry) => (
            <NavLink
              key={entry.to}
              component={Link}
              to={entry.to}
              label={t(`nav.${entry.labelKey}`)}
              active={pathname === entry.to}
              aria-current={pathname === entry.to ? 'page' : undefined}
              onClick={follow}
            />
          ))}
          {adminEntries.length > 0 && (
            <>
              <Divider my="sm" label={t('nav.adminSection')} labelPosition="left" />
              {adminEntries.map((entry) => (
                <NavLink
                  key={entry.labelKey}
                  component={Link}
                  to={entry.to ?? '/'}
                  label={t(`nav.${entry.labelKey}`)}
                  active={pathname === entry.to}
                  aria-current={pathname === entry.to ? 'page' : undefined}
                  onClick={follow}
                />
              ))}
            </>
          )}
        </nav>
        <Divider />
        {/* On a phone a signed-in top bar has no room for it (TopBar). */}
        {user && (
          <Box hiddenFrom="xs">
            <LanguageSwitcher />
          </Box>
        )}
        <Switch
          label={t('shell.darkMode')}
          checked={dark}
          onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
        />
        {user && (
          <NavLink
            component="button"
            label={t('nav.techSupport')}
            leftSection={<IconLifebuoy size={18} aria-hidden="true" />}
            onClick={() => {
              onClose();
              dispatch(supportDialogOpened());
            }}
          />
        )}
        {user && isStaffUser(user) && (
          <NavLink
            component={Link}
            to="/versions"
            label={t('nav.versions')}
            leftSection={<IconHistory size={18} aria-hidden="true" />}
            active={pathname === '/versions'}
            aria-current={pathname === '/versions' ? 'page' : undefined}
            onClick={follow}
          />
        )}
        {user && (
          <NavLink
            component="button"
            label={t('shell.signOut')}
            leftSection={<IconLogout size={18} aria-hidden="true" />}
            onClick={() => {
              onClose();
              void signOut();
            }}
          />
        )}
      </Stack>
    </Drawer>
  );
}
