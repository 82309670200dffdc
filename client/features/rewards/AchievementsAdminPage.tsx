// /admin/achievements (type 2): the school's achievements, live (achievement:changed), and the
// editor for each: title and description in English and Swedish, the XP that earns it, its icon.
import {
  Alert,
  Button,
  Container,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACHIEVEMENT_ICONS,
  ACHIEVEMENT_LIMITS,
  type AchievementIcon as IconName,
} from '../../../shared/rewards';
import { asCallError } from '../../api/callError';
import { describeCallError } from '../../api/describeError';
import { PageLoader } from '../../components/PageLoader';
import type { PageProps } from '../../components/page';
import { showToast } from '../../components/toast';
import { AchievementIcon } from './achievementIcons';
import { useDeleteAchievementMutation, useSaveAchievementMutation } from './achievementsEditorApi';
import { useGetAchievementsQuery } from './rewardsApi';
import type { Achievement } from './types';

interface Draft {
  Id?: number;
  title: string;
  description: string;
  title_sv: string;
  description_sv: string;
  required_xp: number | string;
  Icon: IconName;
}

const EMPTY: Draft = {
  title: '',
  description: '',
  title_sv: '',
  description_sv: '',
  required_xp: 10,
  Icon: 'trophy',
};

const draftOf = (a: Achievement): Draft => ({
  Id: a.Id,
  title: a.title,
  description: a.description,
  title_sv: a.title_sv ?? '',
  description_sv: a.description_sv ?? '',
  required_xp: a.required_xp,
  Icon: a.Icon,
});

type Errors = Partial<Record<keyof Draft, string>>;

/** The checks the call makes, said on their fields before it is sent. */
function checkDraft(d: Draft): Errors {
  const errors: Errors = {};
  if (d.title.trim() === '') errors.title = 'titleRequired';
  const xp = Number(d.required_xp);
  if (d.required_xp === '' || !Number.isInteger(xp) || xp < 1 || xp > ACHIEVEMENT_LIMITS.maxXp)
    errors.required_xp = 'xpRequired';
  return errors;
}

function AchievementForm({ initial, onDone }: { initial: Draft; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useSaveAchievementMutation();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const errorOf = (key: keyof Draft) => {
    const code = errors[key];
    return code ? t(`rewards.editor.errors.${code as 'titleRequired'}`, { defaultValue: code }) : undefined;
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = checkDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save({ ...draft, required_xp: Number(draft.required_xp) }).unwrap();
      showToast({ message: t('rewards.editor.saved'), color: 'green' });
      onDone();
    } catch (thrown) {
      const text = describeCallError(thrown, t, i18n.language);
      const call = asCallError(thrown);
      const field = call.kind === 'failure' ? call.failure.field : undefined;
      if (field && field in EMPTY) setErrors({ [field]: text });
      setFailure(text);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('rewards.editor.titleEn')}
            required
            maxLength={ACHIEVEMENT_LIMITS.title}
            value={draft.title}
            error={errorOf('title')}
            onChange={(e) => set('title', e.currentTarget.value)}
          />
          <TextInput
            label={t('rewards.editor.titleSv')}
            lang="sv"
            maxLength={ACHIEVEMENT_LIMITS.title}
            value={draft.title_sv}
            onChange={(e) => set('title_sv', e.currentTarget.value)}
          />
          <Textarea
            label={t('rewards.editor.descriptionEn')}
            autosize
            minRows={2}
            maxLength={ACHIEVEMENT_LIMITS.description}
            value={draft.description}
            onChange={(e) => set('description', e.currentTarget.value)}
          />
          <Textarea
            label={t('rewards.editor.descriptionSv')}
            lang="sv"
            autosize
            minRows={2}
            maxLength={ACHIEVEMENT_LIMITS.description}
            value={draft.description_sv}
            onChange={(e) => set('description_sv', e.currentTarget.value)}
          />
          <NumberInput
            label={t('rewards.editor.requiredXp')}
            description={t('rewards.editor.requiredXpHint')}
            required
            min={1}
            max={ACHIEVEMENT_LIMITS.maxXp}
            allowDecimal={false}
            value={draft.required_xp}
            error={errorOf('required_xp')}
            onChange={(v) => set('required_xp', v)}
          />
          <Select
            label={t('rewards.editor.icon')}
            data={ACHIEVEMENT_ICONS.map((icon) => ({
              value: icon,
              label: t(`rewards.editor.icons.${icon}`),
            }))}
            value={draft.Icon}
            allowDeselect={false}
            leftSection={<AchievementIcon icon={draft.Icon} size={18} />}
            onChange={(v) => v && set('Icon', v as IconName)}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('rewards.editor.cancel')}
          </Button>
          <Button type="submit" loading={saving.isLoading}>
            {t('rewards.editor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AchievementRow({
  a,
  onEdit,
  onRemove,
}: {
  a: Achievement;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-achievement-id={a.Id}>
      <Table.Td>
        <AchievementIcon icon={a.Icon} />
        <VisuallyHidden>{t(`rewards.editor.icons.${a.Icon}`)}</VisuallyHidden>
      </Table.Td>
      <Table.Td>
        <Text fw={600}>{a.title}</Text>
        {a.title_sv && (
          <Text size="sm" c="dimmed" lang="sv">
            {a.title_sv}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{t('rewards.editor.xp', { count: a.required_xp })}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            onClick={onEdit}
            aria-label={t('rewards.editor.edit', { title: a.title })}
          >
            {t('rewards.editor.editTitle')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={onRemove}
            aria-label={t('rewards.editor.remove', { title: a.title })}
          >
            {t('rewards.editor.removeTitle')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export default function AchievementsAdminPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const { data, isLoading, error } = useGetAchievementsQuery();
  const [editing, setEditing] = useState<Draft | null>(null);
  const [removal, setRemoval] = useState<Achievement | null>(null);
  const [remove, removing] = useDeleteAchievementMutation();

  const confirmRemoval = async () => {
    if (!removal) return;
    try {
      await remove(removal.Id).unwrap();
      showToast({ message: t('rewards.editor.removed'), color: 'green' });
      setRemoval(null);
    } catch (thrown) {
      showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });
    }
  };

  if (isLoading) return <PageLoader />;
  const list = data?.list ?? [];
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{t(`pages.${titleKey}`)}</Title>
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing(EMPTY)}>
            {t('rewards.editor.new')}
          </Button>
        </Group>
        <Text c="dimmed">{t('rewards.editor.intro')}</Text>
        {error !== undefined && <Alert color="red">{t('rewards.editor.loadFailed')}</Alert>}
        {list.length === 0 ? (
          <Text>{t('rewards.editor.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('rewards.editor.icon')}</Table.Th>
                  <Table.Th scope="col">{t('rewards.editor.titleEn')}</Table.Th>
                  <Table.Th scope="col">{t('rewards.editor.requiredXp')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('rewards.editor.editTitle')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((a) => (
                  <AchievementRow
                    key={a.Id}
                    a={a}
                    onEdit={() => setEditing(draftOf(a))}
                    onRemove={() => setRemoval(a)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.Id === undefined ? t('rewards.editor.newTitle') : t('rewards.editor.editTitle')}
        size="lg"
      >
        {editing && <AchievementForm initial={editing} onDone={() => setEditing(null)} />}
      </Modal>
      <Modal
        opened={removal !== null}
        onClose={() => setRemoval(null)}
        title={t('rewards.editor.removeTitle')}
      >
        <Stack gap="lg">
          <Text>{t('rewards.editor.removeConfirm', { title: removal?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoval(null)}>
              {t('rewards.editor.cancel')}
            </Button>
            <Button color="red.8" loading={removing.isLoading} onClick={() => void confirmRemoval()}>
              {t('rewards.editor.removeTitle')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
