// An editable page text (SPEC §4 "Content editing", §7 content/get_content.php): the stored text for
// the key in the UI language, or the default until one is stored. Every public page's copy is one
// of these. The HTML is sanitised by the server, both stored texts and defaults. In page-edit mode
// (staff) the text is edited in place; that editor's code loads only then.
import { Box, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithTexts } from '../../base/featureTexts';
import { useAppSelector } from '../../base/hooks';
import { currentLocale } from '../../base/i18n';
import { type ContentArgs, useGetContentQuery } from './contentApi';
import { selectPageEditOn } from './pageEditSlice';

const EditableContentArea = lazyWithTexts(['siteShell'], () => import('./EditableContentArea'));

export interface ContentAreaProps {
  /** The text's key (letters, digits and . _ : / -). Without one the area says so. */
  contentKey?: string;
  /** Shown until a text is stored under the key (HTML). */
  defaultContent?: string;
  /** A text per site variant rather than one for both. */
  isZoned?: boolean;
  className?: string;
}

export function ContentArea({
  contentKey,
  defaultContent = '',
  isZoned = false,
  className,
}: ContentAreaProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n.language);
  const editing = useAppSelector(selectPageEditOn);
  const args: ContentArgs = {
    TheKey: contentKey ?? '',
    DefaultContent: defaultContent,
    Locale: locale,
    isZoned,
  };
  const { data, currentData } = useGetContentQuery(args, { skip: !contentKey });

  if (!contentKey) return <Text c="dimmed">{t('content.noKey')}</Text>;
  // The default shows while the stored text loads, so the page never flashes empty.
  const html = data?.Content ?? defaultContent;
  // Editing starts from the stored text, so it waits for it; a language switch edits that language.
  if (editing && currentData)
    return (
      <Suspense fallback={<ReadOnlyText html={html} className={className} contentKey={contentKey} />}>
        <EditableContentArea key={locale} args={args} html={currentData.Content} className={className} />
      </Suspense>
    );
  return <ReadOnlyText html={html} className={className} contentKey={contentKey} />;
}

function ReadOnlyText({
  html,
  className,
  contentKey,
}: {
  html: string;
  className?: string;
  contentKey: string;
}) {
  return (
    <Box
      className={className}
      data-content-key={contentKey}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (content.service)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
