import * as calls from '../../../shared/calls/codes';
import type { CallRegistry } from '../../calls/registry';
import type { CodesService } from './codes.service';

export function registerCodesCalls(registry: CallRegistry, codes: CodesService): void {
  registry.add(calls.getCodes, async (_input, ctx) => ({ data: await codes.list(ctx.user) }));
  registry.add(calls.createCodes, async (input, ctx) => ({ data: await codes.create(ctx.user, input) }));
  registry.add(calls.saveCode, async (input, ctx) => ({ data: await codes.save(ctx.user, input) }));
  registry.add(calls.exportCodes, async (_input, ctx) => ({ data: await codes.exportCsv(ctx.user) }));
  registry.add(calls.redeemCode, async (input, ctx) => ({ data: await codes.redeem(ctx.user, input.Code) }));
}
