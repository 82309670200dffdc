// The calls this client makes, one reference each (see contract.ts for why not the contracts).
import type * as auth from '../../shared/calls/auth';
import type * as events from '../../shared/calls/events';
import type * as settings from '../../shared/calls/settings';
import { callRef } from './contract';

export const calls = {
  getSettings: callRef<typeof settings.getSettings>('settings.php', 'get_settings'),
  signIn: callRef<typeof auth.signIn>('login.php', 'sign_in'),
  signOut: callRef<typeof auth.signOut>('login.php', 'sign_out'),
  authUser: callRef<typeof auth.authUser>('auth.php', 'auth_user'),
  register: callRef<typeof auth.register>('register.php', 'register'),
  verifyEmail: callRef<typeof auth.verifyEmail>('register.php', 'verify_email'),
  requestReset: callRef<typeof auth.requestReset>('password_recovery.php', 'request_reset'),
  resetPassword: callRef<typeof auth.resetPassword>('password_recovery.php', 'reset_password'),
  getEvents: callRef<typeof events.getEvents>('events.php', 'get_events'),
} as const;
