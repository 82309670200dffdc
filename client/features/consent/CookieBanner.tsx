// The cookie banner (SPEC §2 "Overlays", §4): Accept or Decline, stored under cookie_consent; the
// banner hides once a choice is stored. Closing it without a choice counts as accepted (SPEC §4:
// "banner unmounted counts as accepted"), and its close button says so. Analytics (a script URL from the settings, none by default)
// load only after acceptance, now or on a later visit. The shell floats it at the bottom of the
// window (above the course bottom bar), with room kept at the page's end to scroll clear of it.
import { Anchor, Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetSettingsQuery } from '../../api/settingsApi';
import { loadAnalytics } from './analytics';
import { analyticsAllowed, type ConsentChoice, readConsent, storeConsent } from './consent';

export default function CookieBanner() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ConsentChoice | null>(readConsent);
  const { data: settings } = useGetSettingsQuery({});
  const analyticsUrl = settings?.analyticsUrl ?? null;

  useEffect(() => {
    if (analyticsAllowed(choice, analyticsUrl)) loadAnalytics(analyticsUrl);
  }, [choice, analyticsUrl]);

  if (choice !== null) return null;

  const choose = (next: ConsentChoice) => {
    storeConsent(next);
    setChoice(next);
  };

  return (
    <Paper
      component="section"
      aria-label={t('siteShell.consent.label')}
      withBorder
      shadow="md"
      radius="md"
      p="sm"
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        {/* A basis of 16rem: on a phone the text takes its own row and the buttons wrap below it. */}
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <IconCookie size={22} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text size="sm">
            {t('siteShell.consent.text')}{' '}
            <Anchor component={Link} to="/privacy" size="sm" underline="always">
              {t('siteShell.consent.privacy')}
            </Anchor>
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" onClick={() => choose('accepted')}>
            {t('siteShell.consent.accept')}
          </Button>
          <Button size="xs" variant="default" onClick={() => choose('declined')}>
            {t('siteShell.consent.decline')}
          </Button>
          <CloseButton
            size="sm"
            aria-label={t('siteShell.consent.closeAccepts')}
            title={t('siteShell.consent.closeAccepts')}
            onClick={() => choose('accepted')}
          />
        </Group>
      </Group>
    </Paper>
  );
}
