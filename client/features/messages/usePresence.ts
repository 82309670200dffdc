// Following people's online status while a view shows them (the chat partner, a coach's
// students): presence:watch on mount, the state lands in the messages slice from the ack and
// from presence:changed pushes.
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { presenceReported, selectPresence } from './messagesSlice';
import { watchPresence } from './presenceWatch';

export function usePresenceWatch(userIds: readonly number[]): void {
  const dispatch = useAppDispatch();
  const key = [...userIds].sort((a, b) => a - b).join(',');
  useEffect(() => {
    const ids = key === '' ? [] : key.split(',').map(Number);
    if (ids.length === 0) return;
    return watchPresence(ids, (states) => dispatch(presenceReported(states)));
  }, [key, dispatch]);
}

export function usePresenceFor(userId: number): { Online: boolean; LastSeen: string | null } | undefined {
  return useAppSelector(selectPresence)[userId];
}
