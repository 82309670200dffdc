// The top bar's tools for a signed-in person: admin menu (types 2 and 8), company chip (types
// above 1), the page-edit toggle (type 2), the habit ring, XP total, news and the bell (the
// notification feed, with the messages list beside it). A separate chunk, so visitors never
// download it; it is prefetched while a stored token is checked.
// Narrow screens keep the admin menu (its icon alone) and the XP chip, and a student the
// catalogue's icon; the company chip and news wait for wider screens (news is in the drawer too).
import { ActionIcon, Button, Group } from '@mantine/core';
import { IconBooks, IconNews } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isAdmin, passesScope, USER_TYPE } from '../../shared/access';
import type { SessionUser } from '../../shared/users';
import { lazyWithTexts, withTexts } from '../base/featureTexts';
import HabitRingPart, { HabitRingPlaceholder } from '../features/habits/HabitRing';
import { BellPlaceholder } from '../features/messages/BellPlaceholder';
import { useFollowInbox } from '../features/messages/useFollowInbox';
import { NotificationBell as NotificationBellPart } from '../features/notifications';
import { showsAdminMenu } from './menuItems';
import { useHasCatalogue } from './TopNav';
import { CompanyChip, XpChip } from './UserChips';

export { UserAvatarLink } from './UserChips';

const AdminMenu = lazy(() => import('./AdminMenu'));
const ActiveCompanyChip = lazyWithTexts(
  ['companies'],
  () => import('../features/companies/ActiveCompanyChip'),
);
// In the shell's chunk already: waits only for its texts.
const NotificationBell = withTexts(['notifications', 'messages'], NotificationBellPart);
const MessageList = lazy(() => import('../features/messages/MessageList'));

/** The bell: the feed, and the messages list in its second tab (loaded when chosen). */
function Bell() {
  // The inbox stays followed from the start, as the message bell kept it (its sound, its count).
  useFollowInbox();
  return (
    <NotificationBell
      messages={(close) => (
        <Suspense fallback={null}>
          <MessageList onOpenMessage={close} />
        </Suspense>
      )}
    />
  );
}
const PageEditToggle = lazyWithTexts(['siteShell'], () => import('../components/content/PageEditToggle'));
// In the shell's chunk (after the first paint, not in the first bundle): waits only for its texts.
const HabitRing = withTexts(['habits'], HabitRingPart);

/** Holds the admin button's place while the menu's code loads. */
function AdminMenuPlaceholder() {
  const { t } = useTranslation();
  return (
    <Button variant="default" size="sm" disabled>
      {t('shell.admin')}
    </Button>
  );
}

/** Holds the page-edit toggle's place (an ActionIcon of its size, unseen) while its code loads. */
function PageEditTogglePlaceholder() {
  return (
    <ActionIcon
      size="lg"
      variant="subtle"
      aria-hidden="true"
      tabIndex={-1}
      style={{ visibility: 'hidden' }}
    />
  );
}

export default function SignedInTools({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const hasCatalogue = useHasCatalogue();
  return (
    <>
      {hasCatalogue && user.UserType === USER_TYPE.student && (
        <ActionIcon
          component={Link}
          to="/products"
          hiddenFrom="sm"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('nav.products')}
        >
          <IconBooks size={20} aria-hidden="true" />
        </ActionIcon>
      )}
      {showsAdminMenu(user) && (
        <Suspense fallback={<AdminMenuPlaceholder />}>
          <AdminMenu user={user} />
        </Suspense>
      )}
      {isAdmin(user) && passesScope('school', user) && (
        <Group visibleFrom="sm">
          <Suspense fallback={<PageEditTogglePlaceholder />}>
            <PageEditToggle />
          </Suspense>
        </Group>
      )}
      <Group gap="xs" wrap="nowrap" visibleFrom="md">
        {user.UserType !== USER_TYPE.student && (
          <Suspense fallback={<CompanyChip user={user} />}>
            <ActiveCompanyChip user={user} />
          </Suspense>
        )}
        <ActionIcon
          component={Link}
          to="/News"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('shell.news')}
        >
          <IconNews size={20} aria-hidden="true" />
        </ActionIcon>
      </Group>
      <Suspense fallback={<HabitRingPlaceholder />}>
        <HabitRing />
      </Suspense>
      <XpChip total={user.TotalXp} />
      <Suspense fallback={<BellPlaceholder />}>
        <Bell />
      </Suspense>
    </>
  );
}
