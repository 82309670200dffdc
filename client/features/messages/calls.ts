// The calls of the messages feature, one reference each (see api/contract.ts for why not the
// contracts themselves). calls.test.ts checks them against shared/calls.
import type * as courses from '../../../shared/calls/courses';
import type * as messages from '../../../shared/calls/messages';
import { callRef } from '../../api/contract';

export const messageCalls = {
  getMessages: callRef<typeof messages.getMessages>('messages.php', 'get_messages'),
  markMessagesAsOpened: callRef<typeof messages.markMessagesAsOpened>(
    'messages.php',
    'mark_messages_as_opened',
  ),
  submitMessage: callRef<typeof messages.submitMessage>('messages.php', 'submit_message'),
  sendMessageAsEmail: callRef<typeof messages.sendMessageAsEmail>('messages.php', 'send_message_as_email'),
  removeMessage: callRef<typeof messages.removeMessage>('messages.php', 'remove_message'),
  getContacts: callRef<typeof messages.getContacts>('messages.php', 'get_contacts'),
  sendSupport: callRef<typeof messages.sendSupport>('support.php', 'send_support'),
  getCoaches: callRef<typeof courses.getCoaches>('coach_manager.php', 'get_coaches'),
} as const;
