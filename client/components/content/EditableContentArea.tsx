// A page text edited in place (page-edit mode, SPEC §4 "Content editing", §8, §9): the Lexical
// editor starts from the text on screen; changes are saved 5 s after the last one once typing has
// paused 3 s, with "Saving..." then "Save Success!"; leaving edit mode or the page (this unmounting),
// hiding or closing the tab save what is unsaved at once, and closing with unsaved work asks first. The cached text is updated with each save, so the page shows it right away;
// the server's content:changed push brings it to every other page.
import { Paper, Text } from '@mantine/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSite } from '../../api/callContext';
import { sendKeepalive } from '../../api/keepaliveCall';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { LoadingStatus } from '../LoadingStatus';
import { useSaveWhenLeaving } from '../useSaveWhenLeaving';
import { contentCalls } from './calls';
import { type ContentArgs, contentApi, useSaveContentMutation } from './contentApi';
import { PageTextEditor } from './PageTextEditor';
import { createTextAutoSaver, type TextAutoSaver, type TextSaveStatus } from './textAutoSave';

export interface EditableContentAreaProps {
  args: ContentArgs;
  /** The text on screen when editing starts. */
  html: string;
  className?: string;
}

const STATUS_TEXT = {
  idle: null,
  dirty: 'siteShell.pageEdit.unsaved',
  saving: 'siteShell.pageEdit.saving',
  saved: 'siteShell.pageEdit.saved',
  failed: 'siteShell.pageEdit.failed',
} as const satisfies Record<TextSaveStatus, string | null>;

export default function EditableContentArea({ args, html, className }: EditableContentAreaProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [saveContent] = useSaveContentMutation();
  const [status, setStatus] = useState<TextSaveStatus>('idle');
  const [initialHtml] = useState(html);
  const saver = useRef<TextAutoSaver | null>(null);
  // The save sees the latest mutation trigger without re-creating the saver.
  const site = useAppSelector(selectSite);
  const latest = useRef({ args, saveContent, site });
  latest.current = { args, saveContent, site };

  useEffect(() => {
    const created = createTextAutoSaver({
      initial: initialHtml,
      onStatus: setStatus,
      save: async (text, how) => {
        const { args: current, saveContent: save, site: currentSite } = latest.current;
        dispatch(
          contentApi.util.updateQueryData('getContent', current, (draft) => {
            draft.Content = text;
          }),
        );
        const input = {
          TheKey: current.TheKey,
          content: text,
          Locale: current.Locale,
          isZoned: current.isZoned,
        };
        // Going away (tab hidden or closed), the save must outlive the page.
        if (how.keepalive) await sendKeepalive(contentCalls.saveContent, input, currentSite);
        else await save(input).unwrap();
      },
    });
    saver.current = created;
    return () => {
      created.stop();
      // Leaving edit mode (or the page) saves an unsaved change at once.
      void created.flush();
    };
  }, [dispatch, initialHtml]);
  useSaveWhenLeaving(() => saver.current);

  const statusKey = STATUS_TEXT[status];
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      className={className}
      data-content-key={args.TheKey}
      data-editing="true"
    >
      <Suspense fallback={<LoadingStatus size="xs" p="xs" label={t('siteShell.pageEdit.loading')} />}>
        <PageTextEditor
          label={t('siteShell.pageEdit.textLabel', { key: args.TheKey })}
          initialHtml={initialHtml}
          onChange={(text) => saver.current?.changed(text)}
          onKey={() => saver.current?.typed()}
        />
      </Suspense>
      <Text size="sm" c={status === 'failed' ? 'red' : 'dimmed'} role="status" mt={4} mih={20}>
        {statusKey ? t(statusKey) : ''}
      </Text>
    </Paper>
  );
}
