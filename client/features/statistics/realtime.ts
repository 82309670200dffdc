// The events the statistics pages follow while open: the operators' tail (`event:logged`) on the
// operations page and the online count (`presence:online`) for "Active now". Each page adds its
// listener with `addAppListener` and removes it when it closes.
import type { EventLogRow } from '../../../shared/calls/statistics';
import { onEvents } from '../../base/listeners';

export const loggedEvents = (show: (row: EventLogRow) => void) =>
  onEvents(['event:logged'], (event) => show(event.payload));

export const onlineCount = (show: (online: number) => void) =>
  onEvents(['presence:online'], (event) => show(event.payload.Online));
