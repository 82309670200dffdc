// The calls of the messages feature (see api/contract.ts for why addresses, not contracts).
import * as coursesAddresses from '../../../shared/calls/addresses/courses';
import * as messagesAddresses from '../../../shared/calls/addresses/messages';
import type * as courses from '../../../shared/calls/courses';
import type * as messages from '../../../shared/calls/messages';
import { callRef, callRefs } from '../../api/contract';

export const messageCalls = {
  ...callRefs<typeof messages>(messagesAddresses),
  getCoaches: callRef<typeof courses.getCoaches>(coursesAddresses.getCoaches),
} as const;
