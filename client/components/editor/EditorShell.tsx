// The frame every rich-text editor is built in: the composer with the shared setup, an optional
// toolbar above the text box, the plugins they all use (history, lists, links) and the HTML export
// that reports the text as HTML on every change. Editors add their own plugins as children.
import { $generateHtmlFromNodes } from '@lexical/html';
import { type InitialConfigType, LexicalComposer } from '@lexical/react/LexicalComposer';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import type { EditorState, LexicalEditor } from 'lexical';
import type { JSX, ReactNode } from 'react';
import classes from './RichTextComposer.module.css';

/** Reports the editor's text as HTML on every change of the text (not of the selection). */
export function HtmlExportPlugin({ onChange }: { onChange: (html: string) => void }) {
  const report = (state: EditorState, editor: LexicalEditor) => {
    state.read(() => onChange($generateHtmlFromNodes(editor, null)));
  };
  return <OnChangePlugin onChange={report} ignoreSelectionChange />;
}

export interface EditorShellProps {
  config: InitialConfigType;
  /** The text box: a ContentEditable with its accessible name. */
  input: JSX.Element;
  onChange: (html: string) => void;
  toolbar?: ReactNode;
  /** Plugins of this editor only. */
  children?: ReactNode;
}

export function EditorShell({ config, input, onChange, toolbar, children }: EditorShellProps) {
  return (
    <LexicalComposer initialConfig={config}>
      {toolbar}
      <div className={classes.frame}>
        <RichTextPlugin contentEditable={input} ErrorBoundary={LexicalErrorBoundary} />
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin />
      <HtmlExportPlugin onChange={onChange} />
      {children}
    </LexicalComposer>
  );
}
