// The course editor's rich text (docs/architecture.md "Client": Lexical, lazily loaded): headings,
// bold, italic, underline, lists, links and images, starting from stored HTML and reporting HTML.
// Images are uploaded by the caller (`uploadImage` answers the served address) and inserted where
// the caret is. Only what the server's HTML allowlist keeps can be produced (editorNodes.ts).
import { TOGGLE_LINK_COMMAND } from '@lexical/link';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { $createHeadingNode } from '@lexical/rich-text';
import { ActionIcon, Button, FileButton, Group, Loader, Popover, Stack, TextInput } from '@mantine/core';
import { IconH2, IconH3, IconLink, IconPhoto, IconPilcrow } from '@tabler/icons-react';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  type ElementNode,
  type LexicalEditor,
} from 'lexical';
import { useState } from 'react';
import { EditorShell } from './EditorShell';
import { EditorToolbar, FormatButtons, type FormatLabels, ToolButton } from './EditorToolbar';
import { editorConfig } from './editorSetup';
import { $createImageNode } from './ImageNode';
import classes from './RichTextComposer.module.css';

export interface RichTextEditorLabels extends FormatLabels {
  toolbar: string;
  paragraph: string;
  heading2: string;
  heading3: string;
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

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

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
  return (
    <EditorToolbar label={labels.toolbar}>
      <ToolButton label={labels.paragraph} onClick={() => setBlocks(editor, $createParagraphNode)}>
        <IconPilcrow size={16} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={labels.heading2} onClick={() => setBlocks(editor, () => $createHeadingNode('h2'))}>
        <IconH2 size={16} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={labels.heading3} onClick={() => setBlocks(editor, () => $createHeadingNode('h3'))}>
        <IconH3 size={16} aria-hidden="true" />
      </ToolButton>
      <FormatButtons labels={labels} />
      <LinkButton labels={labels} />
      {upload && <ImageButton labels={labels} upload={upload} />}
    </EditorToolbar>
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
  return (
    <EditorShell
      config={editorConfig('tonic-course-editor', initialHtml)}
      onChange={onChange}
      toolbar={<Toolbar labels={labels} upload={uploadImage} />}
      input={<ContentEditable className={classes.input} style={{ minHeight }} aria-label={label} />}
    />
  );
}
