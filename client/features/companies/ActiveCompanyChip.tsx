// The top bar's active-company chip (SPEC §2, user types above 1): the company the staff member
// works in, in their role's colour. It opens a menu to switch company — the school's staff may
// also choose every company — with the plan's meters of the one they work in. What staff lists
// show is cut to the chosen company on the server.
import { Badge, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../shared/users';
import { describeCallError } from '../../api/describeError';
import { roleColor } from '../../components/roleColor';
import { showToast } from '../../components/toast';
import { useGetActiveCompanyQuery, useSetActiveCompanyMutation } from './companiesApi';
import { Meters } from './Meters';

export default function ActiveCompanyChip({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const { data } = useGetActiveCompanyQuery();
  const [choose] = useSetActiveCompanyMutation();
  const active = data?.Companies.find((c) => c.Id === data.ActiveCompanyId);
  const name =
    active?.Name ??
    (data?.MaySeeAll ? t('companies.chip.all') : (user.CompanyName ?? t('companies.chip.none')));
  const pick = async (id: number | null) => {
    try {
      await choose(id).unwrap();
    } catch (thrown) {
      showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });
    }
  };
  const choices = [
    ...(data?.MaySeeAll ? [{ Id: null, Name: t('companies.chip.all') }] : []),
    ...(data?.Companies ?? []),
  ];
  return (
    <Menu position="bottom-end" width={280} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`${t('companies.chip.label')}: ${name}`} data-testid="company-chip">
          <Badge
            color={roleColor(user.UserType)}
            autoContrast
            size="lg"
            rightSection={choices.length > 1 ? <IconChevronDown size={12} aria-hidden="true" /> : undefined}
          >
            {name}
          </Badge>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('companies.chip.label')}</Menu.Label>
        {choices.map((c) => (
          <Menu.Item
            key={c.Id ?? 'all'}
            onClick={() => void pick(c.Id)}
            rightSection={
              c.Id === (data?.ActiveCompanyId ?? null) ? <IconCheck size={14} aria-hidden="true" /> : null
            }
          >
            {c.Name}
          </Menu.Item>
        ))}
        {data && data.Meters.length > 0 && (
          <>
            <Menu.Divider />
            <Stack gap="xs" p="xs">
              <Text size="xs" fw={600}>
                {t('companies.meters')}
              </Text>
              <Meters meters={data.Meters} />
            </Stack>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
