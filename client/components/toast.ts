// Toasts (SPEC §9): the host in the shell shows at most 5, top centre, closing after 3 s. Mantine
// lists a position's toasts by priority, so an ever-growing priority puts the newest on top.
import { notifications } from '@mantine/notifications';
import i18n from 'i18next';

let sequence = 0;

export interface Toast {
  message: string;
  color?: 'red' | 'green' | 'indigo' | 'orange';
  /** Toasts with the same id are shown once at a time (e.g. a guard that runs twice). */
  id?: string;
}

export function showToast({ message, color = 'indigo', id }: Toast): void {
  sequence += 1;
  notifications.show({
    message,
    color,
    priority: sequence,
    closeButtonProps: { 'aria-label': i18n.t('shell.closeToast') },
    ...(id ? { id } : {}),
  });
}
