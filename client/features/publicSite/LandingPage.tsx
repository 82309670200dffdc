// The teams variant's start page for signed-out visitors (SPEC §1, §2): the offer (#top), the plans
// (#pricing), the free trial (#start-trial), about us (#about-us) and a contact form (#contact-us). The in-page links change the
// address's hash; the app's ScrollManager scrolls there below the fixed bar.
import { Anchor, Badge, Box, Button, Container, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { IconCreditCardOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetSettingsQuery } from '../../api/settingsApi';
import { ContentArea } from '../../components/content/ContentArea';
import { ContactForm } from './ContactForm';
import classes from './landing.module.css';
import { PlanCards } from './PlanCards';
import { TRIAL_DAYS } from './plans';
import { TrialForm } from './TrialForm';

const SECTIONS = [
  { id: 'pricing', labelKey: 'publicSite.landing.nav.pricing' },
  { id: 'about-us', labelKey: 'publicSite.landing.nav.about' },
  { id: 'contact-us', labelKey: 'publicSite.landing.nav.contact' },
] as const;

export default function LandingPage() {
  const { t } = useTranslation();
  const { data: settings } = useGetSettingsQuery({});
  // The trial makes an account: while sign-up is closed, visitors ask for one instead.
  const trialOpen = settings?.registrationEnabled === true;
  const trialPath = trialOpen ? '#start-trial' : '#contact-us';

  useEffect(() => {
    document.title = t('app.pageTitle', { page: t('publicSite.landing.pageTitle') });
  }, [t]);

  return (
    <Container size="lg" py="md">
      <Stack gap={64}>
        <Box component="section" id="top" className={classes.section} aria-labelledby="landing-title">
          <Stack gap="lg" align="flex-start">
            <Badge variant="light" size="lg" leftSection={<IconCreditCardOff size={14} aria-hidden="true" />}>
              {t('publicSite.landing.trialBadge', { days: TRIAL_DAYS })}
            </Badge>
            <Title order={1} id="landing-title" className={classes.hero}>
              {t('publicSite.landing.title')}
            </Title>
            <Typography maw={720}>
              <ContentArea
                contentKey="landing.intro"
                isZoned
                defaultContent={t('publicSite.landing.intro')}
              />
            </Typography>
            <Group gap="sm">
              <Button
                component={Link}
                to={trialPath}
                size="md"
                classNames={{ root: classes.cta, label: classes.ctaLabel }}
              >
                {t('publicSite.landing.startTrial', { days: TRIAL_DAYS })}
              </Button>
              <Button component={Link} to="/login" size="md" variant="default">
                {t('publicSite.landing.signIn')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {t('publicSite.landing.noCard')}
            </Text>
            <Group gap="md" component="nav" aria-label={t('publicSite.landing.nav.label')}>
              {SECTIONS.map((section) => (
                <Anchor key={section.id} component={Link} to={`#${section.id}`} fw={600}>
                  {t(section.labelKey)}
                </Anchor>
              ))}
            </Group>
          </Stack>
        </Box>

        <Box component="section" id="pricing" className={classes.section} aria-labelledby="pricing-title">
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={2} id="pricing-title">
                {t('publicSite.landing.pricingTitle')}
              </Title>
              <Text c="dimmed">{t('publicSite.landing.pricingIntro', { days: TRIAL_DAYS })}</Text>
            </Stack>
            <PlanCards trialPath={trialPath} />
          </Stack>
        </Box>

        {trialOpen && (
          <Box component="section" id="start-trial" className={classes.section} aria-labelledby="trial-title">
            <Stack gap="md">
              <Title order={2} id="trial-title">
                {t('publicSite.landing.trialForm.title')}
              </Title>
              <Text c="dimmed">{t('publicSite.landing.trialForm.intro')}</Text>
              <TrialForm />
            </Stack>
          </Box>
        )}

        <Box component="section" id="about-us" className={classes.section} aria-labelledby="about-title">
          <Stack gap="md">
            <Title order={2} id="about-title">
              {t('publicSite.landing.aboutTitle')}
            </Title>
            <Typography maw={720}>
              <ContentArea
                contentKey="landing.about"
                isZoned
                defaultContent={t('publicSite.landing.about')}
              />
            </Typography>
          </Stack>
        </Box>

        <Box component="section" id="contact-us" className={classes.section} aria-labelledby="contact-title">
          <Stack gap="md" maw={640}>
            <Title order={2} id="contact-title">
              {t('publicSite.landing.contactTitle')}
            </Title>
            <Text c="dimmed">{t('publicSite.landing.contactIntro')}</Text>
            <ContactForm />
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
