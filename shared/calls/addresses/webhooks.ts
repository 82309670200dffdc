// The addresses of the calls in ../webhooks.ts: zod-free, so the client imports them.
import type { CallAddress } from '../address';

// A company's admin manages their company's endpoints; the school's admins every one.
export const saveWebhook = {
  file: 'webhooks.php',
  req: 'save_webhook',
  access: 'admin',
  scope: 'company',
} as const satisfies CallAddress;

export const getWebhooks = {
  file: 'webhooks.php',
  req: 'get_webhooks',
  access: 'admin',
  scope: 'company',
} as const satisfies CallAddress;

export const removeWebhook = {
  file: 'webhooks.php',
  req: 'remove_webhook',
  access: 'admin',
  scope: 'company',
} as const satisfies CallAddress;

export const rollWebhookSecret = {
  file: 'webhooks.php',
  req: 'roll_webhook_secret',
  access: 'admin',
  scope: 'company',
} as const satisfies CallAddress;

export const getWebhookDeliveries = {
  file: 'webhooks.php',
  req: 'get_webhook_deliveries',
  access: 'admin',
  scope: 'company',
} as const satisfies CallAddress;

export const replayWebhook = {
  file: 'webhooks.php',
  req: 'replay_webhook',
  access: 'admin',
  scope: 'company',
} as const satisfies CallAddress;
