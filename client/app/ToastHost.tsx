// The toast host (SPEC §9: at most 5, 3 s, top centre). Loaded just after the first paint: toasts
// shown before it arrives wait in Mantine's notification store and appear when it mounts.
import { Notifications } from '@mantine/notifications';

export default function ToastHost() {
  return <Notifications limit={5} autoClose={3000} position="top-center" zIndex={1000} />;
}
