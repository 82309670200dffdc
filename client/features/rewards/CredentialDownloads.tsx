// A certificate's Open Badges 3.0 credential to download: the JSON and the signed VC-JWT, from
// their public addresses (the same a verifier reads).
import { Anchor, Group } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { credentialPath } from '../../../shared/credentials';

export function CredentialDownloads({ code, course }: { code: string; course: string }) {
  const { t } = useTranslation();
  const link = (form: 'json' | 'jwt') => (
    <Anchor
      href={credentialPath(code, form)}
      download={`${code}.${form}`}
      size="sm"
      aria-label={t(`rewards.credential.${form}Label`, { course })}
      style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}
    >
      <IconFileDownload size={16} aria-hidden="true" />
      {t(`rewards.credential.${form}`)}
    </Anchor>
  );
  return (
    <Group gap="md" data-testid="credential-downloads">
      {link('json')}
      {link('jwt')}
    </Group>
  );
}
