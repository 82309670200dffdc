// The typing indicator's sending side: while someone composes, `typing` is emitted at most every
// 2 s, and "stopped" after 3 s without a change, on send and when the chat closes.
import { useCallback, useEffect, useRef } from 'react';
import { emitWithAck } from '../../realtime/socketEmits';

export const TYPING_EMIT_EVERY_MS = 2000;
export const TYPING_IDLE_MS = 3000;

export function useTypingSignal(toUserId: number): { composing: () => void; stopped: () => void } {
  const lastSentAt = useRef(0);
  const typing = useRef(false);
  const idle = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopped = useCallback(() => {
    if (idle.current !== null) clearTimeout(idle.current);
    idle.current = null;
    if (!typing.current) return;
    typing.current = false;
    lastSentAt.current = 0;
    void emitWithAck('typing', { ToUserId: toUserId, Typing: false });
  }, [toUserId]);

  const composing = useCallback(() => {
    const now = Date.now();
    if (!typing.current || now - lastSentAt.current >= TYPING_EMIT_EVERY_MS) {
      typing.current = true;
      lastSentAt.current = now;
      void emitWithAck('typing', { ToUserId: toUserId, Typing: true });
    }
    if (idle.current !== null) clearTimeout(idle.current);
    idle.current = setTimeout(stopped, TYPING_IDLE_MS);
  }, [toUserId, stopped]);

  useEffect(() => stopped, [stopped]);
  return { composing, stopped };
}
