// The plans side by side, as the server has them (limits and prices edited at /pp): name, price
// (euro or kronor by language), the features the product has, and a
// call to action: the free trial for the priced plans, contact for Enterprise.
import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { useGetPlansQuery } from '../companies';
import classes from './landing.module.css';
import { type Plan, type PlanFeature, planOf, TRIAL_DAYS } from './plans';

function useFeatureText() {
  const { t } = useTranslation();
  return (feature: PlanFeature): string => {
    if ('count' in feature) return t(`publicSite.landing.features.${feature.id}`, { count: feature.count });
    if ('size' in feature) return t('publicSite.landing.features.storage', { size: feature.size });
    return t(`publicSite.landing.features.${feature.id}`);
  };
}

function PlanCard({ plan, trialPath }: { plan: Plan; trialPath: string }) {
  const { t } = useTranslation();
  const featureText = useFeatureText();
  const className = plan.highlighted ? `${classes.plan} ${classes.planHighlighted}` : classes.plan;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      className={className}
      component="article"
      aria-labelledby={`plan-${plan.id}`}
    >
      <Stack gap="md" style={{ flex: 1 }}>
        <Group justify="space-between">
          <Title order={3} id={`plan-${plan.id}`}>
            {plan.name}
          </Title>
          {plan.highlighted && <Badge variant="light">{t('publicSite.landing.popular')}</Badge>}
        </Group>
        <Text c="dimmed" size="sm">
          {t(`publicSite.landing.plans.${plan.id}.summary`)}
        </Text>
        <Text fw={700} size="xl" data-testid={`price-${plan.id}`}>
          {plan.price ? t('publicSite.landing.price', plan.price) : t('publicSite.landing.onRequestPrice')}
        </Text>
        <List
          spacing={6}
          size="sm"
          icon={
            <ThemeIcon size={18} radius="xl" variant="light" aria-hidden="true">
              <IconCheck size={12} />
            </ThemeIcon>
          }
        >
          {plan.features.map((feature) => (
            <List.Item key={feature.id}>{featureText(feature)}</List.Item>
          ))}
        </List>
        <Button
          component={Link}
          to={plan.price ? trialPath : '#contact-us'}
          variant={plan.highlighted ? 'filled' : 'default'}
          mt="auto"
          fullWidth
          aria-describedby={`plan-${plan.id}`}
        >
          {plan.price
            ? t('publicSite.landing.startTrial', { days: TRIAL_DAYS })
            : t('publicSite.landing.contactSales')}
        </Button>
      </Stack>
    </Card>
  );
}

export function PlanCards({ trialPath }: { trialPath: string }) {
  const { data: plans } = useGetPlansQuery();
  if (!plans) return <PageLoader />;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {plans.map(planOf).map((plan) => (
        <PlanCard key={plan.id} plan={plan} trialPath={trialPath} />
      ))}
    </SimpleGrid>
  );
}
