// The teams variant's plans (SPEC §1, §9): what each includes, its limits and its monthly price in
// euro (English) and kronor (Swedish). Enterprise is priced on request. A feature the product does
// not have yet is listed as coming, never as included.

type Feature =
  | {
      id:
        | 'smallTeams'
        | 'certificates'
        | 'gamification'
        | 'aiToolsLimited'
        | 'knowledgeBase'
        | 'emailSupport';
    }
  | { id: 'everythingInStarter' | 'aiToolsExtended' | 'prioritySupport' }
  | { id: 'contentProduction' | 'onboarding' }
  | { id: 'companyAccounts' | 'activeUsers' | 'courses'; count: number }
  | { id: 'storage'; size: string };

export type PlanFeature = Feature & {
  /** Not in the product yet: shown as coming. */
  coming?: true;
};

/** What the plans promise that the product does not do yet. */
const COMING = { coming: true } as const;

export interface Plan {
  id: 'starter' | 'professional' | 'enterprise';
  /** Monthly price; null: on request. */
  price: { eur: number; sek: number } | null;
  limits: { activeUsers: number; courses: number; storageMb: number } | null;
  features: readonly PlanFeature[];
  highlighted?: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    price: { eur: 200, sek: 2000 },
    limits: { activeUsers: 50, courses: 3, storageMb: 500 },
    features: [
      { id: 'smallTeams' },
      { id: 'companyAccounts', count: 1 },
      { id: 'activeUsers', count: 50 },
      { id: 'courses', count: 3 },
      { id: 'certificates' },
      { id: 'gamification' },
      { id: 'aiToolsLimited', ...COMING },
      { id: 'knowledgeBase', ...COMING },
      { id: 'emailSupport' },
      { id: 'storage', size: '500 MB' },
    ],
  },
  {
    id: 'professional',
    price: { eur: 600, sek: 6000 },
    limits: { activeUsers: 500, courses: 15, storageMb: 4096 },
    highlighted: true,
    features: [
      { id: 'everythingInStarter' },
      { id: 'aiToolsExtended', ...COMING },
      { id: 'activeUsers', count: 500 },
      { id: 'courses', count: 15 },
      { id: 'prioritySupport' },
      { id: 'storage', size: '4 GB' },
    ],
  },
  {
    id: 'enterprise',
    price: null,
    limits: null,
    features: [{ id: 'contentProduction' }, { id: 'onboarding' }, { id: 'prioritySupport' }],
  },
];

/** The free trial every plan starts with (SPEC §1). */
export const TRIAL_DAYS = 30;
