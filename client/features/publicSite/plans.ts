// The teams variant's plans (SPEC §1, §9): what each includes. Their limits and monthly prices
// are the server's (companies.php get_plans, edited at /pp), so the landing page shows what the
// server enforces. A plan lists only what the product does: the spec's AI tools and knowledge base
// do not exist, so no card sells them (docs/decisions.md).
import type { Plan as ServerPlan } from '../../../shared/calls/companies';
import type { PlanKey } from '../../../shared/companies';

export { TRIAL_DAYS } from '../../../shared/companies';

type Feature =
  | {
      id: 'smallTeams' | 'certificates' | 'gamification' | 'emailSupport';
    }
  | { id: 'everythingInStarter' | 'prioritySupport' }
  | { id: 'contentProduction' | 'onboarding' }
  | { id: 'companyAccounts' | 'activeUsers' | 'courses'; count: number }
  | { id: 'storage'; size: string };

export type PlanFeature = Feature;

/** Where a plan's limits go among its features. */
type Slot = { limits: true };
const LIMITS: Slot = { limits: true };

const FEATURES: Record<PlanKey, readonly (PlanFeature | Slot)[]> = {
  starter: [
    { id: 'smallTeams' },
    { id: 'companyAccounts', count: 1 },
    LIMITS,
    { id: 'certificates' },
    { id: 'gamification' },
    { id: 'emailSupport' },
  ],
  professional: [{ id: 'everythingInStarter' }, LIMITS, { id: 'prioritySupport' }],
  enterprise: [{ id: 'contentProduction' }, { id: 'onboarding' }, { id: 'prioritySupport' }],
};

export interface Plan {
  id: PlanKey;
  name: string;
  /** Monthly price; null: on request. */
  price: { eur: number; sek: number } | null;
  features: readonly PlanFeature[];
  highlighted: boolean;
}

function storageSize(mb: number): string {
  return mb >= 1024 && mb % 1024 === 0 ? `${mb / 1024} GB` : `${mb} MB`;
}

/** A server plan's limits as features: active users, courses, storage (those it has). */
function limitFeatures(plan: ServerPlan): PlanFeature[] {
  return [
    ...(plan.MaxUsers !== null ? [{ id: 'activeUsers' as const, count: plan.MaxUsers }] : []),
    ...(plan.MaxCourses !== null ? [{ id: 'courses' as const, count: plan.MaxCourses }] : []),
    ...(plan.MaxStorageMb !== null ? [{ id: 'storage' as const, size: storageSize(plan.MaxStorageMb) }] : []),
  ];
}

/** The landing page's plan: the server's numbers among the plan's features. */
export function planOf(plan: ServerPlan): Plan {
  const features = FEATURES[plan.Key].flatMap((f) => ('limits' in f ? limitFeatures(plan) : [f]));
  return {
    id: plan.Key,
    name: plan.Name,
    price:
      plan.PriceEur !== null && plan.PriceSek !== null ? { eur: plan.PriceEur, sek: plan.PriceSek } : null,
    features,
    highlighted: plan.Key === 'professional',
  };
}

/** Every feature a plan may list, for the texts' completeness check. */
export const ALL_FEATURE_IDS = [
  ...new Set(
    Object.values(FEATURES)
      .flat()
      .flatMap((f) => ('limits' in f ? ['activeUsers', 'courses', 'storage'] : [f.id])),
  ),
];
