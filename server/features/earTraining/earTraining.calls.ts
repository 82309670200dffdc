// Ear training's calls (academy only: the contracts' sites): thin, contract in, service out.
import * as calls from '../../../shared/calls/earTraining';
import type { EarItem } from '../../../shared/earTraining';
import type { CallRegistry } from '../../calls/registry';
import type { EarTrainingService } from './earTraining.service';

export function registerEarTrainingCalls(registry: CallRegistry, service: EarTrainingService): void {
  const perUser = (points: number) => ({ rateLimit: { points, windowSec: 60, by: 'user' as const } });

  registry.add(
    calls.getNextRound,
    async (input, ctx) => ({ data: await service.nextRound(ctx.user, input) }),
    perUser(60),
  );

  registry.add(
    calls.saveAnswers,
    async (input, ctx) => ({
      data: await service.saveAnswers(ctx.user, {
        RoundId: input.RoundId,
        // The contract checked each Item against the catalogue.
        Answers: input.Answers.map((a) => ({ ...a, Item: a.Item as EarItem })),
      }),
    }),
    perUser(30),
  );

  registry.add(calls.getTrend, async (input, ctx) => ({ data: await service.trend(ctx.user, input) }));

  registry.add(calls.getItemStates, async (input, ctx) => ({
    data: await service.itemStates(ctx.user, input.Exercise),
  }));
}
