// /user/:id (staff, SPEC §2): one person — every profile field, type and privilegies (admins),
// the lock and failed sign-ins, companies, course access with where it came from (grant and
// revoke, which the person sees at once), certificates, sessions, a message button, and for
// admins the anonymising of the account. The id is parsed as an integer, 0 when not numeric.
import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isAdmin } from '../../../shared/users';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageLoader } from '../../components/PageLoader';
import { type PageProps, parseIdParam } from '../../components/page';
import { StatePanel, StateText } from '../../components/StatePanel';
import { showToast } from '../../components/toast';
import { selectSessionUser } from '../../session/sessionUser';
import { chatOpened, usePresenceWatch } from '../messages';
import { ProfileFieldsForm } from './ProfileFieldsForm';
import { type UserDetail, useAnonymiseUserMutation, useGetUserQuery, useSaveUserMutation } from './peopleApi';
import { LastSeen, UserTypeBadge } from './personBits';
import { AccessSection, CoursesSection, Section, SessionsSection, useFailToast, when } from './UserSections';

/** The person's photo, name, type and state, last seen, and a button that opens a chat. */
function PersonHeader({ user, meId }: { user: UserDetail; meId: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const name = `${user.FirstName} ${user.LastName}`;
  return (
    <Group justify="space-between" wrap="wrap">
      <Group gap="md" wrap="nowrap">
        <Avatar src={user.Avatar} size="lg" radius="xl" alt="">
          {user.FirstName.charAt(0)}
          {user.LastName.charAt(0)}
        </Avatar>
        <Stack gap={2}>
          <Title order={1} size="h2">
            {name}
          </Title>
          <Group gap="xs">
            <UserTypeBadge type={user.UserType} />
            {user.Locked && <Badge color="red">{t('people.disabled')}</Badge>}
            {!user.Verified && <Badge color="gray">{t('people.unverified')}</Badge>}
            <Text size="sm" c="dimmed">
              {user.Email}
            </Text>
          </Group>
          <LastSeen user={user} />
        </Stack>
      </Group>
      {user.Id !== meId && (
        <Button
          variant="light"
          onClick={() =>
            dispatch(
              chatOpened({ kind: 'person', userId: user.Id, name, courseId: null, coursePartId: null }),
            )
          }
        >
          {t('people.message', { name })}
        </Button>
      )}
    </Group>
  );
}

export default function UserPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fail = useFailToast();
  const me = useAppSelector(selectSessionUser);
  const id = parseIdParam(useParams().id);
  const { data: user, isLoading, isError } = useGetUserQuery(id, { skip: id <= 0 });
  const [save, saving] = useSaveUserMutation();
  const [anonymise, anonymising] = useAnonymiseUserMutation();
  const [confirmingAnonymise, setConfirmingAnonymise] = useState(false);
  usePresenceWatch(user ? [user.Id] : []);

  if (isLoading) return <PageLoader />;
  if (id <= 0 || isError || !user || !me)
    return (
      <StatePanel icon={<IconUserQuestion size={34} />} title={t(`pages.${titleKey}`)}>
        <StateText>{t('people.notFound')}</StateText>
      </StatePanel>
    );

  const name = `${user.FirstName} ${user.LastName}`;
  const admin = isAdmin(me);
  const anonymiseNow = async () => {
    try {
      await anonymise(user.Id).unwrap();
      showToast({ message: t('people.anonymised'), color: 'green' });
      await navigate('/users');
    } catch (thrown) {
      fail(thrown);
    }
    setConfirmingAnonymise(false);
  };

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/users" size="sm">
          {t('people.back')}
        </Anchor>
        <PersonHeader user={user} meId={me.Id} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Section title={t('people.profile')}>
            <ProfileFieldsForm
              initial={user}
              saving={saving.isLoading}
              onSave={async (fields) => {
                try {
                  await save({ Id: user.Id, ...fields }).unwrap();
                  showToast({ message: t('people.saved'), color: 'green' });
                } catch (thrown) {
                  fail(thrown);
                }
              }}
            />
          </Section>
          <Stack gap="md">
            <AccessSection
              key={`${user.UserType}-${user.privilegies}`}
              user={user}
              mayChangeType={admin && user.Id !== me.Id}
            />
            <Section title={t('people.companies')}>
              {user.Companies.length === 0 ? (
                <Text c="dimmed">{t('people.noCompanies')}</Text>
              ) : (
                <Group gap="xs">
                  {user.Companies.map((c) => (
                    <Badge key={c.Id} variant="outline">
                      {c.Name}
                    </Badge>
                  ))}
                </Group>
              )}
            </Section>
            <CoursesSection user={user} />
          </Stack>
          <Section title={t('people.certificates')}>
            {user.Certificates.length === 0 ? (
              <Text c="dimmed">{t('people.noCertificates')}</Text>
            ) : (
              user.Certificates.map((c) => (
                <Group key={c.Id} gap="xs">
                  <Text size="sm">
                    {t('people.certificateLine', {
                      course: c.CourseName,
                      code: c.Code,
                      date: when(c.IssuedAt),
                    })}
                  </Text>
                  {c.RevokedAt && <Badge color="red">{t('people.revoked')}</Badge>}
                </Group>
              ))
            )}
          </Section>
          <SessionsSection user={user} />
        </SimpleGrid>
        {admin && user.Id !== me.Id && (
          <Group justify="flex-end">
            <Button color="red" variant="outline" onClick={() => setConfirmingAnonymise(true)}>
              {t('people.anonymise')}
            </Button>
          </Group>
        )}
        <ConfirmDialog
          opened={confirmingAnonymise}
          title={t('people.anonymise')}
          message={t('people.confirmAnonymise', { name })}
          confirmLabel={t('people.anonymise')}
          danger
          loading={anonymising.isLoading}
          onClose={() => setConfirmingAnonymise(false)}
          onConfirm={() => void anonymiseNow()}
        />
      </Stack>
    </Container>
  );
}
