// The editors' toolbar: a labelled group of icon buttons that keep the selection in the text, and
// the buttons every toolbar has (bold, italic, underline, bulleted and numbered lists).
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ActionIcon, Group } from '@mantine/core';
import { IconBold, IconItalic, IconList, IconListNumbers, IconUnderline } from '@tabler/icons-react';
import { FORMAT_TEXT_COMMAND } from 'lexical';
import type { ReactNode } from 'react';

export interface FormatLabels {
  bold: string;
  italic: string;
  underline: string;
  bulletList: string;
  numberedList: string;
}

export function ToolButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ActionIcon
      variant="default"
      size="md"
      aria-label={label}
      title={label}
      // Keep the selection in the text while clicking.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </ActionIcon>
  );
}

export function EditorToolbar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={4} role="toolbar" aria-label={label} mb={4}>
      {children}
    </Group>
  );
}

/** Bold, italic, underline and the two lists. */
export function FormatButtons({ labels }: { labels: FormatLabels }) {
  const [editor] = useLexicalComposerContext();
  const format = (kind: 'bold' | 'italic' | 'underline') => editor.dispatchCommand(FORMAT_TEXT_COMMAND, kind);
  return (
    <>
      <ToolButton label={labels.bold} onClick={() => format('bold')}>
        <IconBold size={16} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={labels.italic} onClick={() => format('italic')}>
        <IconItalic size={16} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={labels.underline} onClick={() => format('underline')}>
        <IconUnderline size={16} aria-hidden="true" />
      </ToolButton>
      <ToolButton
        label={labels.bulletList}
        onClick={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)}
      >
        <IconList size={16} aria-hidden="true" />
      </ToolButton>
      <ToolButton
        label={labels.numberedList}
        onClick={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)}
      >
        <IconListNumbers size={16} aria-hidden="true" />
      </ToolButton>
    </>
  );
}
