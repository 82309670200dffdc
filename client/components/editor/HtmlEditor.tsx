// A Lexical editor that starts from stored HTML and reports HTML (page texts in page-edit mode and
// news items). A lazy chunk: only staff who edit load it. Its small toolbar covers what the server's
// HTML allowlist keeps (bold, italic, underline, lists); keys pressed are reported separately,
// because the page-text auto-save waits for a pause in typing (SPEC §9).
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { ActionIcon, Group } from '@mantine/core';
import { IconBold, IconItalic, IconList, IconListNumbers, IconUnderline } from '@tabler/icons-react';
import {
  $createParagraphNode,
  $getRoot,
  $insertNodes,
  type EditorState,
  FORMAT_TEXT_COMMAND,
  type LexicalEditor,
} from 'lexical';
import type { ReactNode } from 'react';
import { EDITOR_NODES } from './editorNodes';
import classes from './RichTextComposer.module.css';

export interface HtmlEditorLabels {
  bold: string;
  italic: string;
  underline: string;
  bulletList: string;
  numberedList: string;
  toolbar: string;
}

export interface HtmlEditorProps {
  /** The accessible name of the text box. */
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  /** Any key pressed in the text box. */
  onKey?: () => void;
  labels: HtmlEditorLabels;
  minHeight?: number;
}

const THEME = {
  paragraph: classes.paragraph,
  quote: classes.quote,
  list: { ul: classes.list, ol: classes.list },
  text: { bold: classes.bold, italic: classes.italic, underline: classes.underline },
};

/** Fills the empty editor with the nodes parsed from `html` (one empty paragraph for none). */
function importHtml(editor: LexicalEditor, html: string): void {
  const root = $getRoot();
  root.clear();
  if (html.trim() !== '') {
    const dom = new DOMParser().parseFromString(html, 'text/html');
    root.select();
    $insertNodes($generateNodesFromDOM(editor, dom));
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}

function ToolButton({
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

function Toolbar({ labels }: { labels: HtmlEditorLabels }) {
  const [editor] = useLexicalComposerContext();
  return (
    <Group gap={4} role="toolbar" aria-label={labels.toolbar} mb={4}>
      <ToolButton label={labels.bold} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}>
        <IconBold size={16} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={labels.italic} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}>
        <IconItalic size={16} aria-hidden="true" />
      </ToolButton>
      <ToolButton
        label={labels.underline}
        onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'underline')}
      >
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
    </Group>
  );
}

export default function HtmlEditor({
  label,
  initialHtml,
  onChange,
  onKey,
  labels,
  minHeight = 80,
}: HtmlEditorProps) {
  const report = (state: EditorState, editor: LexicalEditor) => {
    state.read(() => onChange($generateHtmlFromNodes(editor, null)));
  };
  return (
    <LexicalComposer
      initialConfig={{
        namespace: 'tonic-html-editor',
        nodes: EDITOR_NODES,
        theme: THEME,
        editorState: (editor) => importHtml(editor, initialHtml),
        onError: (error) => console.error(error),
      }}
    >
      <Toolbar labels={labels} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only listens to keys bubbling up from the text box */}
      <div className={classes.frame} onKeyDown={onKey}>
        <RichTextPlugin
          contentEditable={
            <ContentEditable className={classes.input} style={{ minHeight }} aria-label={label} />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin />
      <OnChangePlugin onChange={report} ignoreSelectionChange />
    </LexicalComposer>
  );
}
