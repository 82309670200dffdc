// Each messages call reference must name the same file and action as its shared contract.
import { describe, expect, it } from 'vitest';
import * as courses from '../../../shared/calls/courses';
import * as messages from '../../../shared/calls/messages';
import { messageCalls } from './calls';

const contracts = {
  getMessages: messages.getMessages,
  markMessagesAsOpened: messages.markMessagesAsOpened,
  submitMessage: messages.submitMessage,
  sendMessageAsEmail: messages.sendMessageAsEmail,
  removeMessage: messages.removeMessage,
  getContacts: messages.getContacts,
  sendSupport: messages.sendSupport,
  getCoaches: courses.getCoaches,
} as const;

describe('messages call references', () => {
  for (const [name, ref] of Object.entries(messageCalls)) {
    it(`${name} matches its contract`, () => {
      const contract = contracts[name as keyof typeof contracts];
      expect({ file: ref.file, req: ref.req }).toEqual({ file: contract.file, req: contract.req });
    });
  }
});
