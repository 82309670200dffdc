// A plan's meters (used / allowed) as bars, so staff see a limit coming before they hit it.
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActiveCompany } from './companiesApi';

type Meter = ActiveCompany['Meters'][number];

const MB = 1024 * 1024;

function amount(meter: Meter, value: number): string {
  if (meter.Limit !== 'storage') return String(value);
  return value >= 1024 * MB ? `${(value / (1024 * MB)).toFixed(1)} GB` : `${Math.round(value / MB)} MB`;
}

/** How full a meter is: under 80 %, nearly full, or full. */
export function meterState(meter: Meter): 'ok' | 'near' | 'full' {
  if (meter.Allowed === null) return 'ok';
  if (meter.Used >= meter.Allowed) return 'full';
  return meter.Used >= meter.Allowed * 0.8 ? 'near' : 'ok';
}

export function Meters({ meters }: { meters: Meter[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {meters.map((meter) => {
        const state = meterState(meter);
        const percent = meter.Allowed ? Math.min(100, (meter.Used / meter.Allowed) * 100) : 0;
        const label = t(`companies.meter.${meter.Limit}`);
        const value =
          meter.Allowed === null
            ? t('companies.meterUnlimited', { used: amount(meter, meter.Used) })
            : t('companies.meterValue', {
                used: amount(meter, meter.Used),
                allowed: amount(meter, meter.Allowed),
              });
        return (
          <Stack key={meter.Limit} gap={4} data-testid={`meter-${meter.Limit}`}>
            <Text size="sm">
              {label}: {value}
            </Text>
            {meter.Allowed !== null && (
              <Progress
                value={percent}
                color={state === 'full' ? 'red' : state === 'near' ? 'orange' : 'teal'}
                aria-label={`${label}: ${value}`}
              />
            )}
            {state !== 'ok' && (
              <Text size="xs" c={state === 'full' ? 'red' : 'orange'}>
                {t(state === 'full' ? 'companies.atLimit' : 'companies.nearLimit')}
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
