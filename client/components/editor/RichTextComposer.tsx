// A small rich-text composer on Lexical (docs/architecture.md "Client"): the chat and the tech-support
// form write with it. Loaded lazily (Lexical is ~60 kB gzip). It reports HTML on every change,
// sends on Ctrl+Enter (Cmd+Enter on a Mac), and can be cleared and focused through its ref.
import { $generateHtmlFromNodes } from '@lexical/html';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { $getRoot, CLEAR_HISTORY_COMMAND, COMMAND_PRIORITY_HIGH, KEY_ENTER_COMMAND } from 'lexical';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { EditorShell } from './EditorShell';
import { editorConfig } from './editorSetup';
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
  /**
   * Ctrl+Enter (or Cmd+Enter), with the text as it is at the key press: the last `onChange` may
   * not have reached the page's state yet when the keys come right after typing.
   */
  onSubmit?: (html: string) => void;
  minHeight?: number;
  maxHeight?: number;
  invalid?: boolean;
  /** The id of the text that describes the box (a hint or an error). */
  describedBy?: string;
  autoFocus?: boolean;
  ref?: Ref<ComposerHandle>;
}

function SubmitOnCtrlEnter({ onSubmit }: { onSubmit?: (html: string) => void }) {
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
          // Command listeners run inside an update: this reads the pending text, typed or not yet
          // reported. The page's reaction (clearing the editor) runs after this update.
          const html = $generateHtmlFromNodes(editor, null);
          const submit = latest.current;
          queueMicrotask(() => submit(html));
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
  return (
    <EditorShell
      config={editorConfig('tonic-composer')}
      onChange={onChange}
      input={
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
    >
      <SubmitOnCtrlEnter onSubmit={onSubmit} />
      <Controller handle={ref} autoFocus={autoFocus} />
    </EditorShell>
  );
}
