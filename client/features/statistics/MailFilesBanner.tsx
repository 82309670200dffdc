// The school's admins' banner while mail goes to files (no SMTP configured; /healthz says
// `mail: files`): what that means and how to set SMTP. Hidden for the tab's session once closed,
// back on the next visit until SMTP is set. A lazy chunk, loaded only for the school's admins.
import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMailStatusQuery } from './mailStatusApi';

const HIDDEN_KEY = 'tonic.mailFilesBannerHidden';

function hiddenNow(): boolean {
  try {
    return sessionStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

export default function MailFilesBanner() {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(hiddenNow);
  const { data } = useGetMailStatusQuery(undefined, { skip: hidden });
  if (hidden || data?.Mode !== 'files') return null;

  const hide = () => {
    try {
      sessionStorage.setItem(HIDDEN_KEY, '1');
    } catch {
      // Storage refused (private mode): hidden for this page only.
    }
    setHidden(true);
  };

  return (
    // A labelled section, not an alert: it is standing information, not news to announce.
    <Paper
      component="section"
      aria-label={t('statistics.mailFiles.label')}
      withBorder
      shadow="md"
      radius="md"
      p="sm"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconMailOff size={22} aria-hidden="true" style={{ flexShrink: 0 }} />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {t('statistics.mailFiles.label')}
            </Text>
            <Text size="sm">{t('statistics.mailFiles.text')}</Text>
            <Text size="sm">{t('statistics.mailFiles.how')}</Text>
          </div>
        </Group>
        <CloseButton aria-label={t('statistics.mailFiles.dismiss')} onClick={hide} />
      </Group>
    </Paper>
  );
}
