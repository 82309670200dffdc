// A plan limit's way up (issue 31): a company's admin asks the school for another plan, which
// reaches the school's work queue as a task (companies.php request_upgrade); the school then
// changes the company's plan on this page.
import { Button, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyRow } from '../../../shared/calls/companies';
import { PLAN_KEYS, type PlanKey } from '../../../shared/companies';
import { useFail } from './CompanyMembers';
import { useGetPlansQuery, useRequestUpgradeMutation } from './companiesApi';

/** The plan after the company's own, else the largest one. */
function nextPlan(current: PlanKey): PlanKey {
  const at = PLAN_KEYS.indexOf(current);
  return PLAN_KEYS[Math.min(at + 1, PLAN_KEYS.length - 1)] ?? current;
}

export function UpgradeRequest({ company }: { company: CompanyRow }) {
  const { t } = useTranslation();
  const fail = useFail();
  const plans = useGetPlansQuery().data ?? [];
  const [request, requesting] = useRequestUpgradeMutation();
  const [plan, setPlan] = useState<string | null>(nextPlan(company.PlanKey));
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const options = plans
    .filter((p) => p.Key !== company.PlanKey)
    .map((p) => ({ value: p.Key, label: p.Name }));
  const send = async () => {
    if (!plan) return;
    try {
      await request({
        CompanyId: company.Id,
        PlanKey: plan as PlanKey,
        Message: message.trim() || undefined,
      }).unwrap();
      setSent(options.find((o) => o.value === plan)?.label ?? plan);
      setMessage('');
    } catch (thrown) {
      fail(thrown);
    }
  };
  return (
    <Stack gap="xs">
      <Text size="sm">{t('companies.upgrade.intro')}</Text>
      <Select
        label={t('companies.upgrade.plan')}
        data={options}
        value={plan}
        onChange={setPlan}
        allowDeselect={false}
      />
      <Textarea
        label={t('companies.upgrade.message')}
        autosize
        minRows={2}
        maxLength={2000}
        value={message}
        onChange={(e) => setMessage(e.currentTarget.value)}
      />
      <Button onClick={() => void send()} loading={requesting.isLoading} disabled={!plan} w="fit-content">
        {t('companies.upgrade.send')}
      </Button>
      {sent && (
        <Text role="status" c="teal.9">
          {t('companies.upgrade.sent', { plan: sent })}
        </Text>
      )}
    </Stack>
  );
}
