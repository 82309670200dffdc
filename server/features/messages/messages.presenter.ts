import type { Message } from '../../../shared/messages';
import type { MessageWithSender } from './messages.repo';

export function presentMessage(m: MessageWithSender): Message {
  return {
    Id: m.Id,
    ToUserId: m.ToUserId,
    FromUserId: m.FromUserId,
    Message: m.Message,
    Title: m.Title,
    CDate: m.CDate,
    ShowedDate: m.ShowedDate,
    ReplyDate: m.ReplyDate,
    SenderFirstName: m.SenderFirstName,
    SenderLastName: m.SenderLastName,
    course_id: m.course_id,
    course_part_id: m.course_part_id,
    ClientId: m.ClientId,
  };
}
