// The site footer (SPEC §1): links, the help/support button for signed-in people (it opens the
// tech-support dialog), a feedback mail link, terms and privacy, and the copyright line. A lazy
// chunk; the shell leaves it out on course pages, where the course bottom bar takes the bottom.
import { Anchor, Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconLifebuoy, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../base/hooks';
import { supportDialogOpened } from '../features/messages/messagesSlice';
import { selectSessionUser } from '../session/sessionUser';

/** Where feedback mail goes (not a setting of the spec's; see docs/decisions.md). */
export const FEEDBACK_EMAIL = 'feedback@tonic.test';

const LINKS = [
  { to: '/News', key: 'news' },
  { to: '/faq', key: 'faq' },
  { to: '/terms-of-service', key: 'terms' },
  { to: '/privacy', key: 'privacy' },
] as const;

export default function SiteFooter() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectSessionUser) !== null;
  const year = new Date().getFullYear();

  return (
    <Box
      component="footer"
      py="lg"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-testid="site-footer"
    >
      <Container size="lg">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="md">
            <Group component="nav" aria-label={t('siteShell.footer.links')} gap="md" wrap="wrap">
              {LINKS.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm">
                  {t(`siteShell.footer.${link.key}`)}
                </Anchor>
              ))}
            </Group>
            <Group gap="xs" wrap="wrap">
              {signedIn && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconLifebuoy size={16} aria-hidden="true" />}
                  onClick={() => dispatch(supportDialogOpened())}
                >
                  {t('siteShell.footer.support')}
                </Button>
              )}
              <Button
                component="a"
                href={`mailto:${FEEDBACK_EMAIL}`}
                size="xs"
                variant="default"
                leftSection={<IconMail size={16} aria-hidden="true" />}
              >
                {t('siteShell.footer.feedback')}
              </Button>
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {t('siteShell.footer.copyright', { year })}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
