import { describe, expect, it } from 'vitest';
import en from '../../app/i18n/site.en.json';
import sv from '../../app/i18n/site.sv.json';
import { PLANS } from './plans';

describe('the teams plans', () => {
  it('are Starter, Professional and Enterprise with the spec limits and prices', () => {
    expect(PLANS.map((plan) => plan.id)).toEqual(['starter', 'professional', 'enterprise']);
    expect(PLANS.map((plan) => plan.limits)).toEqual([
      { activeUsers: 50, courses: 3, storageMb: 500 },
      { activeUsers: 500, courses: 15, storageMb: 4096 },
      null,
    ]);
    expect(PLANS.map((plan) => plan.price)).toEqual([{ eur: 200, sek: 2000 }, { eur: 600, sek: 6000 }, null]);
  });

  it('list the limits among their features', () => {
    const starter = PLANS[0]?.features ?? [];
    expect(starter).toContainEqual({ id: 'activeUsers', count: 50 });
    expect(starter).toContainEqual({ id: 'courses', count: 3 });
    expect(starter).toContainEqual({ id: 'companyAccounts', count: 1 });
  });

  it('list what the product does not have yet as coming: the AI tools and the knowledge base', () => {
    const coming = PLANS.flatMap((plan) => plan.features.filter((feature) => feature.coming)).map(
      (f) => f.id,
    );
    expect(coming.sort()).toEqual(['aiToolsExtended', 'aiToolsLimited', 'knowledgeBase']);
  });

  it('word every feature in both languages', () => {
    for (const plan of PLANS) {
      for (const feature of plan.features) {
        expect(en.site.landing.features, feature.id).toHaveProperty(feature.id);
        expect(sv.site.landing.features, feature.id).toHaveProperty(feature.id);
      }
    }
  });

  it('show euro in English and kronor in Swedish', () => {
    expect(en.site.landing.price).toContain('{{eur}}');
    expect(sv.site.landing.price).toContain('{{sek}}');
    expect(sv.site.landing.price).toContain('kronor');
  });
});
