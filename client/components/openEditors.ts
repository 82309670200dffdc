// The editors open on the page (a part's blocks, an exam's questions): each registers its saver so
// closing edit mode, leaving or switching parts saves what they hold. Below the features because
// editors of several features register here and the editing feature flushes them.
import type { SaveHow } from './useSaveWhenLeaving';

/** An open editor's saver: what it holds is saved by `flush`. */
export interface OpenEditor {
  flush: (how?: SaveHow) => Promise<void>;
  hasUnsaved: () => boolean;
}

const editors = new Set<OpenEditor>();

/** An open editor. Returns the unregister function. */
export function registerEditor(editor: OpenEditor): () => void {
  editors.add(editor);
  return () => {
    editors.delete(editor);
  };
}

export async function flushEditors(how?: SaveHow): Promise<void> {
  await Promise.allSettled([...editors].map((editor) => editor.flush(how)));
}

export function editorsHaveUnsaved(): boolean {
  return [...editors].some((editor) => editor.hasUnsaved());
}
