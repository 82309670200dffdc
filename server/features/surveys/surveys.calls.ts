import * as calls from '../../../shared/calls/surveys';
import type { AuthedUser, CallRegistry } from '../../calls/registry';
import type { SurveysService } from './surveys.service';

/**
 * Surveys are the school's: its admins make them and read every answer; a company's admins do
 * not (the answers are of people outside their company). `schoolOnly` refuses them.
 */
export function registerSurveyCalls(
  registry: CallRegistry,
  surveys: SurveysService,
  schoolOnly: (user: AuthedUser) => Promise<void>,
): void {
  registry.add(calls.getSurveys, async (_input, ctx) => {
    await schoolOnly(ctx.user);
    return { data: await surveys.list() };
  });
  registry.add(calls.getSurvey, async (input, ctx) => {
    await schoolOnly(ctx.user);
    return { data: await surveys.get(input.Id) };
  });
  registry.add(calls.saveSurvey, async (input, ctx) => {
    await schoolOnly(ctx.user);
    return { data: await surveys.save(ctx.user, input) };
  });
  registry.add(calls.removeSurvey, async (input, ctx) => {
    await schoolOnly(ctx.user);
    return { data: await surveys.remove(ctx.user, input.Id) };
  });
  registry.add(calls.getSurveyResults, async (input, ctx) => {
    await schoolOnly(ctx.user);
    return { data: await surveys.results(input.Id) };
  });
  registry.add(calls.exportSurveyResults, async (input, ctx) => {
    await schoolOnly(ctx.user);
    return { data: await surveys.exportCsv(input.Id) };
  });
  registry.add(calls.getUserSurvey, async (input, ctx) => ({
    data: await surveys.forUser(ctx.user, input.Id),
  }));
  registry.add(calls.submitSurvey, async (input, ctx) => ({
    data: await surveys.submit(ctx.user, input.Id, input.Answers),
  }));
}
