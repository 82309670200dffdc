// The head changed the settings or the school's branding (settings:changed): every open page takes
// them at once. Registered with the socket (connection.ts), since pushes arrive only through it; the
// first bundle only reads the settings.
import { settingsApi } from '../api/settingsApi';
import { onEvents, startAppListening } from '../base/listeners';

startAppListening(
  onEvents(['settings:changed'], (_event, { dispatch }) => {
    dispatch(settingsApi.util.invalidateTags(['Settings']));
  }),
);
