// A part's post type as an icon (SPEC §3): plain none, task a clipboard, school a school, milestone
// a star, exam a checked clipboard. The type is also said in words for screen readers.
import { VisuallyHidden } from '@mantine/core';
import { IconClipboard, IconClipboardCheck, IconSchool, IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { POST_TYPE } from './rules';

const ICONS = {
  [POST_TYPE.task]: { Icon: IconClipboard, label: 'task' },
  [POST_TYPE.school]: { Icon: IconSchool, label: 'school' },
  [POST_TYPE.milestone]: { Icon: IconStar, label: 'milestone' },
  [POST_TYPE.exam]: { Icon: IconClipboardCheck, label: 'exam' },
} as const;

function isIconType(postType: number): postType is keyof typeof ICONS {
  return Object.hasOwn(ICONS, postType);
}

interface PostTypeIconProps {
  postType: number;
  size?: number;
  /** Keep the icon's room for plain posts too, so names in a list line up. */
  keepRoom?: boolean;
}

export function PostTypeIcon({ postType, size = 18, keepRoom = false }: PostTypeIconProps) {
  const { t } = useTranslation();
  if (!isIconType(postType))
    return keepRoom ? <span style={{ display: 'inline-block', width: size }} aria-hidden="true" /> : null;
  const { Icon, label } = ICONS[postType];
  return (
    <>
      <Icon size={size} stroke={1.75} aria-hidden="true" style={{ flexShrink: 0 }} />
      <VisuallyHidden>{t(`courses.postType.${label}`)}</VisuallyHidden>
    </>
  );
}
