import { describe, expect, it } from 'vitest';
import type { Plan } from '../../../shared/calls/companies';
import en from '../../base/i18n/publicSite.en.json';
import sv from '../../base/i18n/publicSite.sv.json';
import { ALL_FEATURE_IDS, planOf } from './plans';

const starter: Plan = {
  Key: 'starter',
  Name: 'Starter',
  MaxUsers: 50,
  MaxCourses: 3,
  MaxStorageMb: 500,
  PriceEur: 200,
  PriceSek: 2000,
};

describe('the teams plans', () => {
  it('list the server’s limits among their features, and its prices', () => {
    const plan = planOf(starter);
    expect(plan.features).toContainEqual({ id: 'activeUsers', count: 50 });
    expect(plan.features).toContainEqual({ id: 'courses', count: 3 });
    expect(plan.features).toContainEqual({ id: 'storage', size: '500 MB' });
    expect(plan.features).toContainEqual({ id: 'companyAccounts', count: 1 });
    expect(plan.price).toEqual({ eur: 200, sek: 2000 });
    const bigger = planOf({ ...starter, Key: 'professional', MaxUsers: 500, MaxStorageMb: 4096 });
    expect(bigger.features).toContainEqual({ id: 'storage', size: '4 GB' });
    expect(bigger.highlighted).toBe(true);
  });

  it('price on request and list no limits where the server has none', () => {
    const enterprise = planOf({
      ...starter,
      Key: 'enterprise',
      MaxUsers: null,
      MaxCourses: null,
      MaxStorageMb: null,
      PriceEur: null,
      PriceSek: null,
    });
    expect(enterprise.price).toBeNull();
    expect(enterprise.features.map((f) => f.id)).toEqual([
      'contentProduction',
      'onboarding',
      'prioritySupport',
    ]);
  });

  it('list only what the product does: no AI tools, no knowledge base', () => {
    const ids = ['starter', 'professional', 'enterprise'].flatMap((Key) =>
      planOf({ ...starter, Key: Key as Plan['Key'] }).features.map((f) => f.id),
    );
    for (const missing of ['aiToolsLimited', 'aiToolsExtended', 'knowledgeBase'])
      expect(ids).not.toContain(missing);
  });

  it('word every feature in both languages', () => {
    for (const id of ALL_FEATURE_IDS) {
      expect(en.publicSite.landing.features, id).toHaveProperty(id);
      expect(sv.publicSite.landing.features, id).toHaveProperty(id);
    }
  });

  it('show euro in English and kronor in Swedish', () => {
    expect(en.publicSite.landing.price).toContain('{{eur}}');
    expect(sv.publicSite.landing.price).toContain('{{sek}}');
    expect(sv.publicSite.landing.price).toContain('kronor');
  });
});
