// What the load generator sends and the recipients recognise, identical for Tonic and the two
// floor servers: the same urlencoded submit_message body, the same message:new payload shape,
// and a ClientId that names the phase and the send's sequence number.

export const SUBMIT_PATH = '/api/backend/messages.php';

/** A phase tag keeps warm-up and earlier repetitions out of a phase's figures. */
export function clientIdFor(tag: string, seq: number): string {
  return `bench-${tag}-${seq}`;
}

/** The sequence number of a ClientId of this phase, or -1 for anyone else's message. */
export function seqOf(clientId: unknown, tag: string): number {
  if (typeof clientId !== 'string') return -1;
  const prefix = `bench-${tag}-`;
  if (!clientId.startsWith(prefix)) return -1;
  const seq = Number(clientId.slice(prefix.length));
  return Number.isInteger(seq) ? seq : -1;
}

/** The form body of a submit_message call. The text varies per send: Tonic refuses the same
 * text to the same person within 5 s as a duplicate, and answers it without a push. */
export function submitBody(toUserId: number, tag: string, seq: number): string {
  const data = JSON.stringify({
    UserId: toUserId,
    Message: messageHtml(tag, seq),
    ClientId: clientIdFor(tag, seq),
  });
  return `req=submit_message&data=${encodeURIComponent(data)}`;
}

export function messageHtml(tag: string, seq: number): string {
  return `<p>Benchmark message ${seq} of phase ${tag}: a short line like a real chat message.</p>`;
}

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export interface BenchMessage {
  Id: number;
  ToUserId: number;
  FromUserId: number;
  Message: string;
  Title: null;
  CDate: string;
  ShowedDate: null;
  ReplyDate: null;
  SenderFirstName: string;
  SenderLastName: string;
  course_id: null;
  course_part_id: null;
  ClientId: string;
}

/** The payload the floors push, shaped like Tonic's message:new so the wire cost matches. */
export function messagePush(
  message: Pick<BenchMessage, 'Id' | 'ToUserId' | 'FromUserId' | 'Message' | 'CDate' | 'ClientId'>,
) {
  return {
    eventId: message.Id,
    at: message.CDate,
    message: {
      ...message,
      Title: null,
      ShowedDate: null,
      ReplyDate: null,
      SenderFirstName: 'Coach',
      SenderLastName: `${message.FromUserId}`,
      course_id: null,
      course_part_id: null,
    } satisfies BenchMessage,
  };
}

/** The bare floor's trigger: the load generator asks it to push one message. */
export interface FireRequest {
  to: number;
  from: number;
  html: string;
  clientId: string;
}

export const userRoom = (userId: number) => `user:${userId}`;
