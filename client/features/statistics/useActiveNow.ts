// "Active now": the number of users online, from the page's figures and then live: the page
// joins the statistics watchers (`statistics:watch`, again on each reconnect) and follows
// `presence:online` until it closes.
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../base/hooks';
import { addAppListener } from '../../base/listeners';
import { emitWithAck, onSocketConnected } from '../../realtime/socketEmits';
import { onlineCount } from './realtime';

export function useActiveNow(initial: number | undefined): number | undefined {
  const dispatch = useAppDispatch();
  const [live, setLive] = useState<number | undefined>(undefined);
  useEffect(() => {
    const watch = () =>
      void emitWithAck('statistics:watch', { Watch: true }).then((reply) => {
        const online = reply?.ok ? reply.data?.Online : undefined;
        if (typeof online === 'number') setLive(online);
      });
    watch();
    const stopConnects = onSocketConnected(watch);
    const stopEvents = dispatch(addAppListener(onlineCount(setLive)));
    return () => {
      stopConnects();
      stopEvents();
      void emitWithAck('statistics:watch', { Watch: false });
    };
  }, [dispatch]);
  return live ?? initial;
}
