// The lazy HTML editor with the page-edit toolbar's texts (siteShell.pageEdit.*), for page texts
// edited in place and for news items. The editor's code loads only when one is shown.
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { HtmlEditorProps } from '../editor/HtmlEditor';

const HtmlEditor = lazy(() => import('../editor/HtmlEditor'));

export type PageTextEditorProps = Omit<HtmlEditorProps, 'labels'>;

/** Render inside a Suspense boundary. */
export function PageTextEditor(props: PageTextEditorProps) {
  const { t } = useTranslation();
  return (
    <HtmlEditor
      {...props}
      labels={{
        toolbar: t('siteShell.pageEdit.toolbar'),
        bold: t('siteShell.pageEdit.bold'),
        italic: t('siteShell.pageEdit.italic'),
        underline: t('siteShell.pageEdit.underline'),
        bulletList: t('siteShell.pageEdit.bulletList'),
        numberedList: t('siteShell.pageEdit.numberedList'),
      }}
    />
  );
}
