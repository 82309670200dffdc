// /admin/webhooks (type 2; a company's admin sees their company's endpoints only): register
// endpoints for learning and business events, see each one's deliveries and failures, roll its
// secret, replay events. Deliveries are signed as docs/operations.md "Webhooks" explains.
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Container,
  Group,
  MultiSelect,
  NumberInput,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../shared/webhooks';
import { asCallError } from '../../api/callError';
import { describeCallError } from '../../api/describeError';
import { CreateFormCard } from '../../components/CreateFormCard';
import { ListTable } from '../../components/ListTable';
import { PageLoader } from '../../components/PageLoader';
import type { PageProps } from '../../components/page';
import { showToast } from '../../components/toast';
import {
  useGetWebhookDeliveriesQuery,
  useGetWebhooksQuery,
  useRemoveWebhookMutation,
  useReplayWebhookMutation,
  useRollWebhookSecretMutation,
  useSaveWebhookMutation,
  type Webhook,
} from './webhooksApi';

const STATUS_COLOR = { pending: 'yellow.9', delivered: 'teal.9', failed: 'red.9' } as const;

function useFail() {
  const { t, i18n } = useTranslation();
  return (thrown: unknown) =>
    showToast({ message: describeCallError(thrown, t, i18n.language), color: 'red' });
}

/** A secret is shown once: after a create or a roll. */
function SecretNotice({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="gray"
      role="status"
      withCloseButton
      onClose={onDone}
      closeButtonLabel={t('webhooks.secret.done')}
    >
      <Stack gap="xs">
        <Text fw={700}>{t('webhooks.secret.title')}</Text>
        <Text size="sm">{t('webhooks.secret.hint')}</Text>
        <Code block data-testid="webhook-secret">
          {secret}
        </Code>
      </Stack>
    </Alert>
  );
}

interface Draft {
  Url: string;
  Events: string[];
  Active: boolean;
}

function NewEndpointForm({ onSecret }: { onSecret: (secret: string) => void }) {
  const { t, i18n } = useTranslation();
  const fail = useFail();
  const [save, { isLoading }] = useSaveWebhookMutation();
  const form = useForm<Draft>({
    initialValues: { Url: '', Events: [], Active: true },
    validate: {
      Url: (v) => (v.trim() === '' ? t('webhooks.form.urlRequired') : null),
      Events: (v) => (v.length === 0 ? t('webhooks.form.eventsRequired') : null),
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const made = await save({
        Url: values.Url.trim(),
        Events: values.Events as WebhookEventType[],
        Active: values.Active,
      }).unwrap();
      if (made.Secret) onSecret(made.Secret);
      form.reset();
    } catch (thrown) {
      // A refused address is shown at the address field (the reply names it).
      const error = asCallError(thrown);
      if (error.kind === 'failure' && error.failure.field === 'Url')
        form.setFieldError('Url', describeCallError(thrown, t, i18n.language));
      else fail(thrown);
    }
  });
  return (
    <CreateFormCard
      title={t('webhooks.form.title')}
      onSubmit={submit}
      submitLabel={t('webhooks.form.submit')}
      submitting={isLoading}
    >
      <TextInput
        label={t('webhooks.form.url')}
        description={t('webhooks.form.urlHint')}
        placeholder="https://example.com/webhooks/tonic"
        required
        {...form.getInputProps('Url')}
      />
      <MultiSelect
        label={t('webhooks.form.events')}
        required
        searchable
        data={WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: type }))}
        {...form.getInputProps('Events')}
      />
      <Switch label={t('webhooks.form.active')} {...form.getInputProps('Active', { type: 'checkbox' })} />
    </CreateFormCard>
  );
}

function Deliveries({ endpoint }: { endpoint: Webhook }) {
  const { t } = useTranslation();
  const fail = useFail();
  const { data, isLoading, refetch } = useGetWebhookDeliveriesQuery(endpoint.Id);
  const [replay, { isLoading: replaying }] = useReplayWebhookMutation();
  const [after, setAfter] = useState<number | string>(Math.max(0, endpoint.Cursor - 10));
  const runReplay = async () => {
    try {
      const { Queued } = await replay({ Id: endpoint.Id, AfterEventId: Number(after) || 0 }).unwrap();
      showToast({ message: t('webhooks.replay.queued', { count: Queued }), color: 'green' });
    } catch (thrown) {
      fail(thrown);
    }
  };
  if (isLoading) return <PageLoader />;
  const rows = data ?? [];
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h3">
            {t('webhooks.deliveries.title', { url: endpoint.Url })}
          </Title>
          <Group align="flex-end" gap="xs">
            <NumberInput
              label={t('webhooks.replay.after')}
              min={0}
              value={after}
              onChange={setAfter}
              w={160}
            />
            <Button variant="default" loading={replaying} onClick={() => void runReplay()}>
              {t('webhooks.replay.submit')}
            </Button>
            <Button variant="subtle" onClick={() => void refetch()}>
              {t('webhooks.deliveries.refresh')}
            </Button>
          </Group>
        </Group>
        <ListTable
          heads={[
            t('webhooks.deliveries.event'),
            t('webhooks.deliveries.type'),
            t('webhooks.deliveries.status'),
            t('webhooks.deliveries.attempts'),
            t('webhooks.deliveries.answer'),
            t('webhooks.deliveries.next'),
          ]}
          empty={t('webhooks.deliveries.empty')}
          isEmpty={rows.length === 0}
          minWidth={900}
        >
          {rows.map((d) => (
            <Table.Tr key={d.Id} data-delivery={d.EventId}>
              <Table.Td>{d.EventId}</Table.Td>
              <Table.Td>
                <Code>{d.EventType}</Code>
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[d.Status]}>{t(`webhooks.status.${d.Status}`)}</Badge>
              </Table.Td>
              <Table.Td>{d.Attempts}</Table.Td>
              <Table.Td>{d.LastError ?? d.ResponseStatus ?? ''}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{d.NextAt ?? d.DeliveredAt ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </Stack>
    </Card>
  );
}

function EndpointRow({
  endpoint,
  selected,
  onSelect,
  onSecret,
}: {
  endpoint: Webhook;
  selected: boolean;
  onSelect: () => void;
  onSecret: (secret: string) => void;
}) {
  const { t } = useTranslation();
  const fail = useFail();
  const [save] = useSaveWebhookMutation();
  const [remove, { isLoading: removing }] = useRemoveWebhookMutation();
  const [roll, { isLoading: rolling }] = useRollWebhookSecretMutation();
  const toggle = async () => {
    try {
      await save({
        Id: endpoint.Id,
        Url: endpoint.Url,
        Events: endpoint.Events,
        Active: !endpoint.Active,
      }).unwrap();
    } catch (thrown) {
      fail(thrown);
    }
  };
  return (
    <Table.Tr data-webhook={endpoint.Url} aria-selected={selected}>
      <Table.Td style={{ wordBreak: 'break-all' }}>{endpoint.Url}</Table.Td>
      <Table.Td>{endpoint.CompanyName ?? t('webhooks.list.school')}</Table.Td>
      <Table.Td>{endpoint.Events.join(', ')}</Table.Td>
      <Table.Td>
        <Switch
          checked={endpoint.Active}
          onChange={() => void toggle()}
          aria-label={t('webhooks.list.activeFor', { url: endpoint.Url })}
        />
      </Table.Td>
      <Table.Td>{endpoint.Pending}</Table.Td>
      <Table.Td>
        {endpoint.Failed > 0 ? <Badge color="red.9">{endpoint.Failed}</Badge> : endpoint.Failed}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" variant={selected ? 'filled' : 'default'} onClick={onSelect}>
            {t('webhooks.list.deliveries')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            loading={rolling}
            onClick={() =>
              void roll(endpoint.Id)
                .unwrap()
                .then((r) => onSecret(r.Secret), fail)
            }
          >
            {t('webhooks.list.roll')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            loading={removing}
            onClick={() => void remove(endpoint.Id).unwrap().catch(fail)}
          >
            {t('webhooks.list.remove')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export default function WebhooksPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const { data, isLoading } = useGetWebhooksQuery();
  const [secret, setSecret] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  if (isLoading) return <PageLoader />;
  const endpoints = data ?? [];
  const selected = endpoints.find((e) => e.Id === selectedId);
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1}>{t(`pages.${titleKey}`)}</Title>
        <Text c="dimmed">{t('webhooks.intro')}</Text>
        {secret && <SecretNotice secret={secret} onDone={() => setSecret(null)} />}
        <NewEndpointForm onSecret={setSecret} />
        <ListTable
          heads={[
            t('webhooks.list.url'),
            t('webhooks.list.owner'),
            t('webhooks.list.events'),
            t('webhooks.list.active'),
            t('webhooks.list.pending'),
            t('webhooks.list.failed'),
            t('webhooks.list.actions'),
          ]}
          empty={t('webhooks.list.empty')}
          isEmpty={endpoints.length === 0}
          minWidth={900}
        >
          {endpoints.map((endpoint) => (
            <EndpointRow
              key={endpoint.Id}
              endpoint={endpoint}
              selected={endpoint.Id === selectedId}
              onSelect={() => setSelectedId(endpoint.Id)}
              onSecret={setSecret}
            />
          ))}
        </ListTable>
        {selected && <Deliveries key={selected.Id} endpoint={selected} />}
      </Stack>
    </Container>
  );
}
