// The editing dialogs' shared parts: the modal with its translated close button, the Cancel and
// confirm buttons at its foot, and the toast of a refused save.
import { Button, Group, Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeCallError } from '../../api/describeError';
import { showToast } from '../../components/toast';
import type { Course, CoursePart } from '../courses';

/** A dialog about a course, open while `opened`. */
export interface CourseDialogProps {
  course: Course;
  opened: boolean;
  onClose: () => void;
}

/** A dialog about one part of a course, shown while mounted. */
export interface PartDialogProps {
  course: Course;
  part: CoursePart;
  onClose: () => void;
}

/** A centred modal whose close button is labelled in the reader's language. */
export function EditModal({ children, ...props }: Omit<ModalProps, 'closeButtonProps'>) {
  const { t } = useTranslation();
  return (
    <Modal closeButtonProps={{ 'aria-label': t('editing.close') }} centered {...props}>
      {children}
    </Modal>
  );
}

/**
 * Cancel and the confirming button, at the right. Without `onConfirm` the confirming button
 * submits the form it is in.
 */
export function DialogActions({
  onCancel,
  confirm,
  loading = false,
  onConfirm,
  color,
  mt,
}: {
  onCancel: () => void;
  /** The confirming button's text (Save by default). */
  confirm?: ReactNode;
  loading?: boolean;
  onConfirm?: () => void;
  color?: string;
  mt?: 'md';
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel}>
        {t('editing.cancel')}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} color={color} loading={loading} onClick={onConfirm}>
        {confirm ?? t('editing.save')}
      </Button>
    </Group>
  );
}

/** Shows why a save was refused ("Could not save: …"). */
export function useSaveFailedToast(): (error: unknown) => void {
  const { t, i18n } = useTranslation();
  return (error) =>
    showToast({
      message: t('editing.saveFailed', { reason: describeCallError(error, t, i18n.language) }),
      color: 'red',
    });
}
