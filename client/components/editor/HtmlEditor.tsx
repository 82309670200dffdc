// A Lexical editor that starts from stored HTML and reports HTML (page texts in page-edit mode and
// news items). A lazy chunk: only staff who edit load it. Its small toolbar covers what the server's
// HTML allowlist keeps (bold, italic, underline, lists); keys pressed are reported separately,
// because the page-text auto-save waits for a pause in typing (SPEC §9).
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { EditorShell } from './EditorShell';
import { EditorToolbar, FormatButtons, type FormatLabels } from './EditorToolbar';
import { editorConfig } from './editorSetup';
import classes from './RichTextComposer.module.css';

export interface HtmlEditorLabels extends FormatLabels {
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

export default function HtmlEditor({
  label,
  initialHtml,
  onChange,
  onKey,
  labels,
  minHeight = 80,
}: HtmlEditorProps) {
  return (
    <EditorShell
      config={editorConfig('tonic-html-editor', initialHtml)}
      onChange={onChange}
      toolbar={
        <EditorToolbar label={labels.toolbar}>
          <FormatButtons labels={labels} />
        </EditorToolbar>
      }
      input={
        <ContentEditable
          className={classes.input}
          style={{ minHeight }}
          aria-label={label}
          onKeyDown={onKey}
        />
      }
    />
  );
}
