// What edit mode needs while a course's pages show (mounted with the course's tools, for staff):
// the lock:activity heartbeat, ending edit mode when the lock goes (idle, elsewhere, refused save)
// with its notice, closing editing when the person leaves the course's pages (SPEC §4 "leaving via
// the menu closes editing"), and releasing the lock when the tab goes away.
import { Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSite } from '../../api/callContext';
import { sendKeepalive } from '../../api/keepaliveCall';
import { useAppDispatch, useAppSelector, useAppStore } from '../../base/hooks';
import { addAppListener } from '../../base/listeners';
import { showToast } from '../../components/toast';
import { SAVE_BEFORE_GOING } from '../../components/useSaveWhenLeaving';
import { emitWithAck } from '../../realtime/socketEmits';
import { selectSessionUser } from '../../session/sessionUser';
import { selectActiveCourseId } from '../courses';
import { editingCalls } from './calls';
import { EditModal } from './EditDialog';
import { lockLoss } from './editingApi';
import { editModeLost, noticeDismissed, selectEditingCourseId, selectEditNotice } from './editModeSlice';
import { closeEditMode, editorsHaveUnsaved, flushEditors } from './editSession';
import { createHeartbeat } from './heartbeat';
import { WHOLE_COURSE } from './lockState';

/** Going from one page of the course to the next leaves and re-enters it within one render. */
const LEAVE_CHECK_MS = 300;

/**
 * Whether the address is still one of this course's pages: then the chrome only went away while
 * the next page loads (its chunk can take longer than LEAVE_CHECK_MS on a busy device), and edit
 * mode stays.
 */
function onCoursePages(courseId: number): boolean {
  return new RegExp(`^/course/${courseId}(/|$)`).test(window.location.pathname);
}
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'input'] as const;

function useLockLoss(userId: number) {
  const dispatch = useAppDispatch();
  useEffect(() => dispatch(addAppListener(lockLoss(userId))), [dispatch, userId]);
}

function useHeartbeat(courseId: number, editing: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!editing) return;
    const beat = createHeartbeat(() => {
      void emitWithAck('lock:activity', { CourseId: courseId, CoursePartId: WHOLE_COURSE }).then((reply) => {
        if (reply?.ok && reply.data?.holds === false) dispatch(editModeLost({ courseId, kind: 'closed' }));
      });
    });
    const active = () => beat.active();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, active, { passive: true });
    return () => {
      beat.stop();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, active);
    };
  }, [courseId, editing, dispatch]);
}

function useCloseOnLeave(courseId: number) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(
    () => () => {
      setTimeout(() => {
        const state = store.getState();
        if (
          selectEditingCourseId(state) === courseId &&
          selectActiveCourseId(state) !== courseId &&
          !onCoursePages(courseId)
        )
          void dispatch(closeEditMode(courseId));
      }, LEAVE_CHECK_MS);
    },
    [courseId, dispatch, store],
  );
}

/**
 * Closing the tab while editing: release the lock now rather than after the disconnect grace. Work
 * not saved yet goes first (the saves would be refused once the lock is gone), so then the release
 * waits for their replies; should the page be gone before, the server's sweep releases it.
 */
function useReleaseOnPageHide(courseId: number, editing: boolean) {
  const site = useAppSelector(selectSite);
  useEffect(() => {
    if (!editing) return;
    const release = () =>
      void sendKeepalive(editingCalls.closeCourse, { CourseId: courseId, CoursePartId: 0 }, site).catch(
        () => {},
      );
    const onPageHide = () => {
      if (editorsHaveUnsaved()) void flushEditors(SAVE_BEFORE_GOING).then(release);
      else release();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [courseId, editing, site]);
}

function EditNotice() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectEditNotice);
  const kind = notice?.kind;
  useEffect(() => {
    if (kind !== 'closed') return;
    showToast({ id: 'edit-closed', message: t('editing.closedElsewhere'), color: 'orange' });
    dispatch(noticeDismissed());
  }, [kind, dispatch, t]);

  const close = () => dispatch(noticeDismissed());
  if (kind === 'idle')
    return (
      <EditModal opened onClose={close} title={t('editing.editToolbar')}>
        <Text role="alert">{t('editing.idleClosed')}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={close}>{t('editing.ok')}</Button>
        </Group>
      </EditModal>
    );
  if (kind === 'lockLost')
    return (
      <EditModal opened onClose={close} title={t('editing.lockLostTitle')}>
        <Text role="alert">{t('editing.lockLostText')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            {t('editing.cancel')}
          </Button>
          <Button onClick={() => window.location.reload()}>{t('editing.reload')}</Button>
        </Group>
      </EditModal>
    );
  return null;
}

export default function EditingChrome({ courseId }: { courseId: number }) {
  const user = useAppSelector(selectSessionUser);
  const editing = useAppSelector(selectEditingCourseId) === courseId;
  useLockLoss(user?.Id ?? 0);
  useHeartbeat(courseId, editing);
  useCloseOnLeave(courseId);
  useReleaseOnPageHide(courseId, editing);
  return <EditNotice />;
}
