// The setup the rich-text editors share: the theme, the node set, the HTML import that fills a new
// editor from stored HTML, and the initial config built from them.
import { $generateNodesFromDOM } from '@lexical/html';
import type { InitialConfigType } from '@lexical/react/LexicalComposer';
import { $createParagraphNode, $getRoot, $insertNodes, $setSelection, type LexicalEditor } from 'lexical';
import { EDITOR_NODES } from './editorNodes';
import classes from './RichTextComposer.module.css';

const THEME = {
  paragraph: classes.paragraph,
  quote: classes.quote,
  list: { ul: classes.list, ol: classes.list },
  text: { bold: classes.bold, italic: classes.italic, underline: classes.underline },
};

/** Fills the empty editor with the nodes parsed from `html` (one empty paragraph for none). */
export function importHtml(editor: LexicalEditor, html: string): void {
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

/** An editor's initial config; with `initialHtml` it starts from that HTML, otherwise empty. */
export function editorConfig(namespace: string, initialHtml?: string): InitialConfigType {
  return {
    namespace,
    nodes: [...EDITOR_NODES],
    theme: THEME,
    ...(initialHtml === undefined ? {} : { editorState: (editor) => importHtml(editor, initialHtml) }),
    onError: (error) => console.error(error),
  };
}
