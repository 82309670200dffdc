// The notification calls (notifications.php), contracts in shared/calls/notifications.ts.
import * as addresses from '../../../shared/calls/addresses/notifications';
import type * as notifications from '../../../shared/calls/notifications';
import { callRefs } from '../../api/contract';

export const notificationCalls = callRefs<typeof notifications>(addresses);
