// The verification page's check of the signed credential, done in the browser (checkCredential):
// whether the signature holds with the school's published keys, and whether the school's status
// list says it is revoked.
import { Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CredentialCheck as Check, checkCredential } from './checkCredential';

function Line({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <Text size="sm" c={ok ? 'teal.9' : 'red.8'} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
      {ok ? (
        <IconCircleCheck size={18} aria-hidden="true" />
      ) : (
        <IconAlertTriangle size={18} aria-hidden="true" />
      )}
      <span style={{ overflowWrap: 'anywhere' }}>{children}</span>
    </Text>
  );
}

export function CredentialCheck({ code }: { code: string }) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<Check | null>(null);
  useEffect(() => {
    let current = true;
    setCheck(null);
    void checkCredential(code).then(
      (result) => current && setCheck(result),
      () => current && setCheck({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [code]);

  return (
    <Stack gap={4} data-testid="credential-check" aria-live="polite">
      {check === null ? (
        <Text size="sm" c="dimmed" style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          <Loader size="xs" aria-hidden="true" />
          {t('rewards.credential.checking')}
        </Text>
      ) : check.state === 'failed' ? (
        <Line ok={false}>{t('rewards.credential.failed')}</Line>
      ) : check.state === 'invalid' ? (
        <Line ok={false}>{t('rewards.credential.signatureInvalid')}</Line>
      ) : (
        <>
          <Line ok>{t('rewards.credential.signatureValid', { issuer: check.issuer, kid: check.kid })}</Line>
          {check.revoked === null ? (
            <Line ok={false}>{t('rewards.credential.statusUnknown')}</Line>
          ) : (
            <Line ok={!check.revoked}>
              {t(check.revoked ? 'rewards.credential.revoked' : 'rewards.credential.notRevoked')}
            </Line>
          )}
        </>
      )}
    </Stack>
  );
}
