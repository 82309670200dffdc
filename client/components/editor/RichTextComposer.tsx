// A small rich-text composer on Lexical (ARCHITECTURE.md "Client"): the chat and the tech-support
// form write with it. Loaded lazily (Lexical is ~60 kB gzip). It reports HTML on every change,
// sends on Ctrl+Enter (Cmd+Enter on a Mac), and can be cleared and focused through its ref.
import { $generateHtmlFromNodes } from '@lexical/html';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import {
  $getRoot,
  CLEAR_HISTORY_COMMAND,
  COMMAND_PRIORITY_HIGH,
  type EditorState,
  KEY_ENTER_COMMAND,
  type LexicalEditor,
} from 'lexical';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { EDITOR_NODES } from './editorNodes';
import classes from './RichTextComposer.module.css';

export interface ComposerHandle {
  clear: () => void;
  focus: () => void;
}

export interface RichTextComposerProps {
  /** The accessible name of the text box. */
  label: string;
  placeholder: string;
  onChange: (html: string) => void;
  /** Ctrl+Enter (or Cmd+Enter). */
  onSubmit?: () => void;
  minHeight?: number;
  maxHeight?: number;
  invalid?: boolean;
  /** The id of the text that describes the box (a hint or an error). */
  describedBy?: string;
  autoFocus?: boolean;
  ref?: Ref<ComposerHandle>;
}

const THEME = {
  paragraph: classes.paragraph,
  quote: classes.quote,
  list: { ul: classes.list, ol: classes.list },
  text: { bold: classes.bold, italic: classes.italic, underline: classes.underline },
};

function SubmitOnCtrlEnter({ onSubmit }: { onSubmit?: () => void }) {
  const [editor] = useLexicalComposerContext();
  const latest = useRef(onSubmit);
  latest.current = onSubmit;
  useEffect(
    () =>
      editor.registerCommand(
        KEY_ENTER_COMMAND,
        (event: KeyboardEvent | null) => {
          if (!event || !(event.ctrlKey || event.metaKey) || !latest.current) return false;
          event.preventDefault();
          latest.current();
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  );
  return null;
}

function Controller({ handle, autoFocus }: { handle?: Ref<ComposerHandle>; autoFocus?: boolean }) {
  const [editor] = useLexicalComposerContext();
  useImperativeHandle(
    handle,
    () => ({
      clear: () => {
        editor.update(() => {
          $getRoot().clear();
        });
        editor.dispatchCommand(CLEAR_HISTORY_COMMAND, undefined);
      },
      focus: () => editor.focus(),
    }),
    [editor],
  );
  useEffect(() => {
    if (autoFocus) editor.focus();
  }, [editor, autoFocus]);
  return null;
}

export default function RichTextComposer({
  label,
  placeholder,
  onChange,
  onSubmit,
  minHeight = 80,
  maxHeight = 120,
  invalid = false,
  describedBy,
  autoFocus = false,
  ref,
}: RichTextComposerProps) {
  const report = (state: EditorState, editor: LexicalEditor) => {
    state.read(() => onChange($generateHtmlFromNodes(editor, null)));
  };
  return (
    <LexicalComposer
      initialConfig={{
        namespace: 'tonic-composer',
        nodes: EDITOR_NODES,
        theme: THEME,
        onError: (error) => console.error(error),
      }}
    >
      <div className={classes.frame}>
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              className={classes.input}
              style={{ minHeight, maxHeight }}
              aria-label={label}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              aria-placeholder={placeholder}
              placeholder={<div className={classes.placeholder}>{placeholder}</div>}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin />
      <OnChangePlugin onChange={report} ignoreSelectionChange />
      <SubmitOnCtrlEnter onSubmit={onSubmit} />
      <Controller handle={ref} autoFocus={autoFocus} />
    </LexicalComposer>
  );
}
