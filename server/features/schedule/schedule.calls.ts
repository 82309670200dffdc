// schedule.php: thin handlers. Public calls that write are limited per address (per user when
// signed in); reading the open slots is not, as open booking pages poll it.
import * as calls from '../../../shared/calls/schedule';
import type { CallRegistry } from '../../calls/registry';
import type { ScheduleService } from './schedule.service';

export function registerScheduleCalls(registry: CallRegistry, schedule: ScheduleService): void {
  const perMinute = (points: number) => ({ rateLimit: { points, windowSec: 60, by: 'user' as const } });

  registry.add(calls.getSchedule, async (input, ctx) => ({
    data: await schedule.schedule(ctx.user, input.Past),
  }));
  registry.add(calls.saveSlot, async (input, ctx) => ({ data: await schedule.save(ctx.user, input) }));
  registry.add(calls.removeSlot, async (input, ctx) => ({ data: await schedule.remove(ctx.user, input.Id) }));
  registry.add(calls.cancelBooking, async (input, ctx) => ({
    data: await schedule.cancelBySlot(ctx.user, input.SlotId),
  }));
  registry.add(calls.getOpenSlots, async () => ({ data: await schedule.openSlots() }));
  registry.add(
    calls.bookSlot,
    async (input, ctx) => ({ data: await schedule.book(ctx.user, input) }),
    perMinute(5),
  );
  registry.add(
    calls.getBookingByToken,
    async (input) => ({ data: await schedule.bookingByToken(input.Token) }),
    perMinute(20),
  );
  registry.add(
    calls.cancelBookingByToken,
    async (input) => ({ data: await schedule.cancelByToken(input.Token) }),
    perMinute(5),
  );
}
