import * as calls from '../../../shared/calls/codes';
import type { CallRegistry } from '../../calls/registry';
import type { CodesService } from './codes.service';

export function registerCodesCalls(registry: CallRegistry, codes: CodesService): void {
  registry.add(calls.getCodes, async () => ({ data: await codes.list() }));
  registry.add(calls.createCodes, async (input, ctx) => ({ data: await codes.create(ctx.user, input) }));
  registry.add(calls.saveCode, async (input, ctx) => ({ data: await codes.save(ctx.user, input) }));
  registry.add(calls.exportCodes, async () => ({ data: await codes.exportCsv() }));
  registry.add(calls.redeemCode, async (input, ctx) => ({ data: await codes.redeem(ctx.user, input.Code) }));
}
