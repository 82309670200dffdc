import * as calls from '../../../shared/calls/surveys';
import type { CallRegistry } from '../../calls/registry';
import type { SurveysService } from './surveys.service';

export function registerSurveyCalls(registry: CallRegistry, surveys: SurveysService): void {
  registry.add(calls.getSurveys, async () => ({ data: await surveys.list() }));
  registry.add(calls.getSurvey, async (input) => ({ data: await surveys.get(input.Id) }));
  registry.add(calls.saveSurvey, async (input, ctx) => ({ data: await surveys.save(ctx.user, input) }));
  registry.add(calls.removeSurvey, async (input, ctx) => ({
    data: await surveys.remove(ctx.user, input.Id),
  }));
  registry.add(calls.getSurveyResults, async (input) => ({ data: await surveys.results(input.Id) }));
  registry.add(calls.exportSurveyResults, async (input) => ({ data: await surveys.exportCsv(input.Id) }));
  registry.add(calls.getUserSurvey, async (input, ctx) => ({
    data: await surveys.forUser(ctx.user, input.Id),
  }));
  registry.add(calls.submitSurvey, async (input, ctx) => ({
    data: await surveys.submit(ctx.user, input.Id, input.Answers),
  }));
}
