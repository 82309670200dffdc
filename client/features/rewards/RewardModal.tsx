// What the rewards' dialogs share (SPEC §4): one shell (a centred modal whose actions end in
// Close), the rule that a dialog opens when its flag turns true and then resets it, and closing
// itself after a while.
import { Button, Group, type GroupProps, Modal } from '@mantine/core';
import type { UnknownAction } from '@reduxjs/toolkit';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector, useAppStore } from '../../base/hooks';
import type { RootState } from '../../base/store';

export interface RewardModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons shown before Close. */
  actions?: ReactNode;
  actionsJustify?: GroupProps['justify'];
}

export function RewardModal({
  opened,
  onClose,
  title,
  children,
  actions,
  actionsJustify = 'center',
}: RewardModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('rewards.closeDialog') }}
    >
      {children}
      <Group justify={actionsJustify} mt="lg">
        {actions}
        <Button variant="default" onClick={onClose}>
          {t('rewards.close')}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * When the selected flag turns true (any value but null and false), resets it and hands its value
 * and the state it was raised in to `onRaised`, once per raise.
 */
export function useFlagOnce<T>(
  select: (state: RootState) => T | null | false,
  reset: () => UnknownAction,
  onRaised: (value: T, state: RootState) => void,
): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const value = useAppSelector(select);
  // The latest callback, without re-running the effect when it changes.
  const latest = useRef(onRaised);
  latest.current = onRaised;

  useEffect(() => {
    if (value === null || value === false) return;
    const state = store.getState();
    dispatch(reset());
    latest.current(value, state);
  }, [value, reset, store, dispatch]);
}

/**
 * Calls `close` `ms` after `showing` became non-null; each new `showing` (a new object while open)
 * restarts the wait, and null cancels it.
 */
export function useAutoClose(showing: object | null, ms: number, close: () => void): void {
  const latest = useRef(close);
  latest.current = close;

  useEffect(() => {
    if (showing === null) return;
    const timer = window.setTimeout(() => latest.current(), ms);
    return () => window.clearTimeout(timer);
  }, [showing, ms]);
}
