// The help button on course pages (SPEC §2, §5, §6): it opens the chat with the course's first
// coach, or says to use tech support when the course has none, and shows the unread count so a
// coach's reply is seen where the question was asked. On wide screens it floats at the distance
// the course chrome gives; on phones it sits in the bottom bar, where it covers nothing.
import { ActionIcon, Affix, Indicator } from '@mantine/core';
import { IconMessageCircleQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { showToast } from '../../components/toast';
import { selectSessionUser } from '../../session/sessionUser';
import { unopenedOf } from './messageCache';
import { useGetInboxInfiniteQuery, useLazyGetCourseCoachesQuery } from './messagesApi';
import { chatOpened } from './messagesSlice';
import { personName } from './rules';

export interface HelpButtonProps {
  courseId: number;
  /** The part showing, if any: the message remembers where the question came from. */
  coursePartId?: number | null;
  right?: number;
  bottom?: number;
  /** In the flow of the page (the phone's bottom bar) instead of floating. */
  inline?: boolean;
}

export default function HelpButton({
  courseId,
  coursePartId = null,
  right = 16,
  bottom = 16,
  inline = false,
}: HelpButtonProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectSessionUser)?.Id;
  const [loadCoaches, { isFetching }] = useLazyGetCourseCoachesQuery();
  const unread = unopenedOf(useGetInboxInfiniteQuery().data);
  const label = unread > 0 ? t('messages.helpUnread', { count: unread }) : t('messages.help');

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

  const button = (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      disabled={unread === 0}
      size={18}
      offset={inline ? 4 : 6}
      color="red.8"
      data-testid="help-unread"
      zIndex={2}
    >
      <ActionIcon
        size={inline ? 40 : 52}
        radius="xl"
        aria-label={label}
        title={label}
        loading={isFetching}
        onClick={() => void ask()}
        style={inline ? undefined : { boxShadow: 'var(--mantine-shadow-md)' }}
      >
        <IconMessageCircleQuestion size={inline ? 24 : 28} aria-hidden="true" />
      </ActionIcon>
    </Indicator>
  );
  if (inline) return button;
  return (
    <Affix position={{ right, bottom }} zIndex={150}>
      {button}
    </Affix>
  );
}
