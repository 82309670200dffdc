// The floating help button on course pages (SPEC §2, §5, §6): it opens the chat with the course's
// first coach, or says to use tech support when the course has none. Its props match the course
// pages' own layout (distance from the right and bottom edges), so the course chrome can render it.
import { ActionIcon, Affix } from '@mantine/core';
import { IconMessageCircleQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { showToast } from '../../components/toast';
import { selectSessionUser } from '../auth/sessionSlice';
import { useLazyGetCourseCoachesQuery } from './messagesApi';
import { chatOpened } from './messagesSlice';
import { personName } from './rules';

export interface HelpButtonProps {
  courseId: number;
  /** The part showing, if any: the message remembers where the question came from. */
  coursePartId?: number | null;
  right?: number;
  bottom?: number;
}

export default function HelpButton({
  courseId,
  coursePartId = null,
  right = 16,
  bottom = 16,
}: HelpButtonProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectSessionUser)?.Id;
  const [loadCoaches, { isFetching }] = useLazyGetCourseCoachesQuery();

  const ask = async () => {
    const coaches = await loadCoaches(courseId, true)
      .unwrap()
      .catch(() => null);
    // A coach of the course asking for help is not sent to themselves.
    const coach = coaches?.find((candidate) => candidate.UserId !== me);
    if (!coach) {
      showToast({ id: 'no-coaches', message: t('messages.noCoaches'), color: 'orange' });
      return;
    }
    dispatch(
      chatOpened({ kind: 'person', userId: coach.UserId, name: personName(coach), courseId, coursePartId }),
    );
  };

  return (
    <Affix position={{ right, bottom }} zIndex={150}>
      <ActionIcon
        size={52}
        radius="xl"
        aria-label={t('messages.help')}
        title={t('messages.help')}
        loading={isFetching}
        onClick={() => void ask()}
        style={{ boxShadow: 'var(--mantine-shadow-md)' }}
      >
        <IconMessageCircleQuestion size={28} aria-hidden="true" />
      </ActionIcon>
    </Affix>
  );
}
