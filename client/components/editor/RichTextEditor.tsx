// The course editor's rich text (ARCHITECTURE.md "Client": Lexical, lazily loaded): headings,
// bold, italic, underline, lists, links and images, starting from stored HTML and reporting HTML.
// Images are uploaded by the caller (`uploadImage` answers the served address) and inserted where
// the caret is. Only what the server's HTML allowlist keeps can be produced (editorNodes.ts).
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { TOGGLE_LINK_COMMAND } from '@lexical/link';
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
import { $createHeadingNode } from '@lexical/rich-text';
import { ActionIcon, Button, FileButton, Group, Loader, Popover, Stack, TextInput } from '@mantine/core';
import {
  IconBold,
  IconH2,
  IconH3,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconPhoto,
  IconPilcrow,
  IconUnderline,
} from '@tabler/icons-react';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $setSelection,
  type EditorState,
  type ElementNode,
  FORMAT_TEXT_COMMAND,
  type LexicalEditor,
} from 'lexical';
import { type ReactNode, useState } from 'react';
import { EDITOR_NODES } from './editorNodes';
import { $createImageNode } from './ImageNode';
import classes from './RichTextComposer.module.css';

export interface RichTextEditorLabels {
  toolbar: string;
  paragraph: string;
  heading2: string;
  heading3: string;
  bold: string;
  italic: string;
  underline: string;
  bulletList: string;
  numberedList: string;
  link: string;
  linkAddress: string;
  linkApply: string;
  linkRemove: string;
  image: string;
  uploading: string;
}

export interface RichTextEditorProps {
  /** The accessible name of the text box. */
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  labels: RichTextEditorLabels;
  /** Uploads an image and answers its address; rejects with what the caller shows. */
  uploadImage?: (file: File) => Promise<string>;
  minHeight?: number;
}

const THEME = {
  paragraph: classes.paragraph,
  quote: classes.quote,
  list: { ul: classes.list, ol: classes.list },
  text: { bold: classes.bold, italic: classes.italic, underline: classes.underline },
};

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

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
  // No caret until the editor is clicked: a selection would focus it and scroll the page to it.
  $setSelection(null);
}

/** Turns the blocks the selection touches into headings or paragraphs. */
function setBlocks(editor: LexicalEditor, create: () => ElementNode): void {
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    const blocks = new Set<ElementNode>();
    for (const node of selection.getNodes()) {
      const block = node.getTopLevelElement();
      if (block && !blocks.has(block as ElementNode)) blocks.add(block as ElementNode);
    }
    for (const block of blocks) block.replace(create(), true);
  });
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

function LinkButton({ labels }: { labels: RichTextEditorLabels }) {
  const [editor] = useLexicalComposerContext();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('https://');
  const apply = (value: string | null) => {
    editor.dispatchCommand(TOGGLE_LINK_COMMAND, value);
    setOpen(false);
  };
  return (
    <Popover opened={open} onChange={setOpen} trapFocus withArrow position="bottom-start">
      <Popover.Target>
        <ActionIcon
          variant="default"
          size="md"
          aria-label={labels.link}
          title={labels.link}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setOpen((o) => !o)}
        >
          <IconLink size={16} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            apply(url.trim() || null);
          }}
        >
          <Stack gap="xs">
            <TextInput
              label={labels.linkAddress}
              value={url}
              onChange={(e) => setUrl(e.currentTarget.value)}
            />
            <Group gap="xs">
              <Button type="submit" size="xs">
                {labels.linkApply}
              </Button>
              <Button size="xs" variant="default" onClick={() => apply(null)}>
                {labels.linkRemove}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

function ImageButton({
  labels,
  upload,
}: {
  labels: RichTextEditorLabels;
  upload: (file: File) => Promise<string>;
}) {
  const [editor] = useLexicalComposerContext();
  const [busy, setBusy] = useState(false);
  const insert = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      const src = await upload(file);
      const alt = file.name.replace(/\.[^.]+$/, '');
      editor.update(() => {
        const selection = $getSelection();
        if (!$isRangeSelection(selection)) $getRoot().selectEnd();
        $insertNodes([$createImageNode(src, alt)]);
      });
    } catch {
      // The caller showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <FileButton onChange={(file) => void insert(file)} accept={IMAGE_TYPES}>
      {(props) => (
        <ActionIcon
          {...props}
          variant="default"
          size="md"
          aria-label={busy ? labels.uploading : labels.image}
          title={labels.image}
          disabled={busy}
        >
          {busy ? <Loader size={14} /> : <IconPhoto size={16} aria-hidden="true" />}
        </ActionIcon>
      )}
    </FileButton>
  );
}

function Toolbar({
  labels,
  upload,
}: {
  labels: RichTextEditorLabels;
  upload?: (file: File) => Promise<string>;
}) {
  const [editor] = useLexicalComposerContext();
  const format = (kind: 'bold' | 'italic' | 'underline') => editor.dispatchCommand(FORMAT_TEXT_COMMAND, kind);
  return (
    <Group gap={4} role="toolbar" aria-label={labels.toolbar} mb={4}>
      <ToolButton label={labels.paragraph} onClick={() => setBlocks(editor, $createParagraphNode)}>
        <IconPilcrow size={16} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={labels.heading2} onClick={() => setBlocks(editor, () => $createHeadingNode('h2'))}>
        <IconH2 size={16} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={labels.heading3} onClick={() => setBlocks(editor, () => $createHeadingNode('h3'))}>
        <IconH3 size={16} aria-hidden="true" />
      </ToolButton>
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
      <LinkButton labels={labels} />
      {upload && <ImageButton labels={labels} upload={upload} />}
    </Group>
  );
}

export default function RichTextEditor({
  label,
  initialHtml,
  onChange,
  labels,
  uploadImage,
  minHeight = 160,
}: RichTextEditorProps) {
  const report = (state: EditorState, editor: LexicalEditor) => {
    state.read(() => onChange($generateHtmlFromNodes(editor, null)));
  };
  return (
    <LexicalComposer
      initialConfig={{
        namespace: 'tonic-course-editor',
        nodes: EDITOR_NODES,
        theme: THEME,
        editorState: (editor) => importHtml(editor, initialHtml),
        onError: (error) => console.error(error),
      }}
    >
      <Toolbar labels={labels} upload={uploadImage} />
      <div className={classes.frame}>
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
