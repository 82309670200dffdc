// The chat's composer (SPEC §5, §9): a Lexical editor 80-120 px high, Send disabled while the
// text is blank, Ctrl+Enter sends; the send rules (1 s, 5 s duplicates) are in sendGuard.ts.
import { Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../base/hooks';
import type { ComposerHandle } from '../../components/editor/RichTextComposer';
import { EDITOR_HEIGHT, isBlankHtml } from './rules';
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
  const [html, setHtml] = useState('');
  const editor = useRef<ComposerHandle>(null);
  const typing = useTypingSignal(toUserId);
  const blank = isBlankHtml(html);
  // Read at once (not after an effect), so a phone never shows the keyboard hint even briefly.
  const touch = useMediaQuery('(pointer: coarse)', false, { getInitialValueInEffect: false });

  const change = (next: string) => {
    setHtml(next);
    if (isBlankHtml(next)) typing.stopped();
    else typing.composing();
  };

  const send = () => {
    const verdict = dispatch(sendChatMessage({ toUserId, toName, html, courseId, coursePartId }));
    if (verdict !== 'send') return;
    typing.stopped();
    editor.current?.clear();
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
        <Button onClick={send} disabled={blank} rightSection={<IconSend size={16} aria-hidden="true" />}>
          {t('messages.send')}
        </Button>
      </Group>
    </div>
  );
}
