// The page-edit toggle in the top bar (SPEC §2, type 2 only): turns in-place editing of every page
// text on screen on and off. Turning it off saves unsaved changes at once (EditableContentArea).
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil, IconPencilOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { pageEditToggled, selectPageEditOn } from './pageEditSlice';

export default function PageEditToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const on = useAppSelector(selectPageEditOn);
  return (
    <Tooltip label={t(on ? 'siteShell.pageEdit.on' : 'siteShell.pageEdit.toggle')}>
      <ActionIcon
        variant={on ? 'filled' : 'subtle'}
        color={on ? undefined : 'gray'}
        size="lg"
        aria-label={t('siteShell.pageEdit.toggle')}
        aria-pressed={on}
        onClick={() => dispatch(pageEditToggled())}
      >
        {on ? <IconPencilOff size={20} aria-hidden="true" /> : <IconPencil size={20} aria-hidden="true" />}
      </ActionIcon>
    </Tooltip>
  );
}
