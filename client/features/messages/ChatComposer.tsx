// The chat's composer (SPEC §5, §9): a Lexical editor 80-120 px high, Send disabled while the
// text is blank, Ctrl+Enter sends; the send rules (1 s, 5 s duplicates) are in sendGuard.ts.
import { Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppStore } from '../../base/hooks';
import type { ComposerHandle } from '../../components/editor/RichTextComposer';
import { selectLastSend } from './messagesSlice';
import { EDITOR_HEIGHT, isBlankHtml } from './rules';
import { waitBeforeSend } from './sendGuard';
import { sendChatMessage } from './sendMessage';
import { useTypingSignal } from './useTypingSignal';

const RichTextComposer = lazy(() => import('../../components/editor/RichTextComposer'));

interface ChatComposerProps {
  toUserId: number;
  toName: string;
  courseId: number | null;
  coursePartId: number | null;
}

export function ChatComposer({ toUserId, toName, courseId, coursePartId }: ChatComposerProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [html, setHtml] = useState('');
  const latestHtml = useRef('');
  const held = useRef<ReturnType<typeof setTimeout> | null>(null);
  const editor = useRef<ComposerHandle>(null);
  useEffect(
    () => () => {
      if (held.current !== null) clearTimeout(held.current);
    },
    [],
  );
  const typing = useTypingSignal(toUserId);
  const blank = isBlankHtml(html);
  // Read at once (not after an effect), so a phone never shows the keyboard hint even briefly.
  const touch = useMediaQuery('(pointer: coarse)', false, { getInitialValueInEffect: false });

  const change = (next: string) => {
    latestHtml.current = next;
    setHtml(next);
    if (isBlankHtml(next)) typing.stopped();
    else typing.composing();
  };

  // `text` is the editor's own at Ctrl+Enter; a click reads the state, up to date by then.
  const send = (text: string = latestHtml.current) => {
    if (held.current !== null) return;
    const verdict = dispatch(sendChatMessage({ toUserId, toName, html: text, courseId, coursePartId }));
    if (verdict === 'tooSoon') {
      // Within 1 s of the last send (SPEC §5): held, not dropped, and sent when the second is up
      // with the text as it is then. A second press meanwhile does not queue a second send.
      held.current = setTimeout(
        () => {
          held.current = null;
          send();
        },
        waitBeforeSend(selectLastSend(store.getState()), Date.now()),
      );
      return;
    }
    if (verdict !== 'send') return;
    typing.stopped();
    editor.current?.clear();
    latestHtml.current = '';
    setHtml('');
    editor.current?.focus();
  };

  return (
    <div>
      <Suspense fallback={<div style={{ height: EDITOR_HEIGHT.min }} />}>
        <RichTextComposer
          ref={editor}
          label={t('messages.composerLabel', { name: toName })}
          placeholder={t('messages.composerPlaceholder')}
          describedBy={touch ? undefined : 'chat-send-hint'}
          minHeight={EDITOR_HEIGHT.min}
          maxHeight={EDITOR_HEIGHT.max}
          onChange={change}
          onSubmit={send}
          autoFocus
        />
      </Suspense>
      <Group justify="space-between" mt="xs" wrap="nowrap">
        {/* A touch keyboard has no Ctrl+Enter: the hint is for keyboards only. */}
        {touch ? (
          <span />
        ) : (
          <Text id="chat-send-hint" size="xs" c="dimmed">
            {t('messages.sendHint')}
          </Text>
        )}
        <Button
          onClick={() => send()}
          disabled={blank}
          rightSection={<IconSend size={16} aria-hidden="true" />}
        >
          {t('messages.send')}
        </Button>
      </Group>
    </div>
  );
}
