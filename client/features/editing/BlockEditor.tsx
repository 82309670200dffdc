// The blocks of a part in edit mode: text with the rich-text editor (headings, lists, links,
// uploaded images) and videos by address or upload, reordered with buttons.
import {
  ActionIcon,
  Button,
  Card,
  FileButton,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconMovie, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoUrlCheck } from '../../../shared/videoUrl';
import { describeCallError } from '../../api/describeError';
import { uploadFile } from '../../api/upload';
import type { RichTextEditorLabels } from '../../components/editor/RichTextEditor';
import { PageLoader } from '../../components/PageLoader';
import { showToast } from '../../components/toast';
import { type BlockKind, type EditableBlock, moveBlock, newBlock, videoUrlCheck } from './blocks';

const RichTextEditor = lazy(() => import('../../components/editor/RichTextEditor'));

function useEditorLabels(): RichTextEditorLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      toolbar: t('editing.editor.toolbar'),
      paragraph: t('editing.editor.paragraph'),
      heading2: t('editing.editor.heading2'),
      heading3: t('editing.editor.heading3'),
      bold: t('editing.editor.bold'),
      italic: t('editing.editor.italic'),
      underline: t('editing.editor.underline'),
      bulletList: t('editing.editor.bulletList'),
      numberedList: t('editing.editor.numberedList'),
      link: t('editing.editor.link'),
      linkAddress: t('editing.editor.linkAddress'),
      linkApply: t('editing.editor.linkApply'),
      linkRemove: t('editing.editor.linkRemove'),
      image: t('editing.editor.image'),
      uploading: t('editing.editor.uploading'),
    }),
    [t],
  );
}

/** Uploads to uploads/ (SPEC §5), telling the editor why when it fails. */
function useUpload() {
  const { t, i18n } = useTranslation();
  return async (file: File): Promise<string> => {
    try {
      return (await uploadFile(file, 'uploads/')).url;
    } catch (error) {
      showToast({
        message: t('editing.uploadFailed', { reason: describeCallError(error, t, i18n.language) }),
        color: 'red',
      });
      throw error;
    }
  };
}

/** How an accepted address plays, or what may be typed while none is. */
function videoDescription(check: VideoUrlCheck | null, t: TFunction): string {
  if (check?.ok)
    return t(`editing.videoKind.${check.source.kind === 'file' ? 'file' : check.source.provider}`);
  return t('editing.videoUrlHint');
}

function VideoFields({
  block,
  n,
  onChange,
}: {
  block: EditableBlock;
  n: number;
  onChange: (b: EditableBlock) => void;
}) {
  const { t } = useTranslation();
  const upload = useUpload();
  const [uploading, setUploading] = useState(false);
  const check = videoUrlCheck(block.VideoUrl);
  const pick = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      onChange({ ...block, VideoUrl: await upload(file) });
    } catch {
      // Told by useUpload.
    } finally {
      setUploading(false);
    }
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs">
        <TextInput
          style={{ flex: 1 }}
          label={t('editing.videoUrl', { n })}
          description={videoDescription(check, t)}
          value={block.VideoUrl}
          error={check && !check.ok ? t(`editing.videoProblem.${check.problem}`) : undefined}
          onChange={(e) => onChange({ ...block, VideoUrl: e.currentTarget.value })}
        />
        <FileButton onChange={(file) => void pick(file)} accept="video/mp4,video/webm">
          {(props) => (
            <Button
              {...props}
              variant="default"
              loading={uploading}
              leftSection={<IconUpload size={16} aria-hidden="true" />}
            >
              {t('editing.uploadVideo')}
            </Button>
          )}
        </FileButton>
      </Group>
      <NumberInput
        label={t('editing.videoLength')}
        min={0}
        max={86_400}
        w={200}
        value={block.VideoLength}
        onChange={(v) => onChange({ ...block, VideoLength: typeof v === 'number' ? v : 0 })}
      />
    </Stack>
  );
}

export function BlockEditor({
  blocks,
  onChange,
}: {
  blocks: EditableBlock[];
  onChange: (next: EditableBlock[]) => void;
}) {
  const { t } = useTranslation();
  const labels = useEditorLabels();
  const upload = useUpload();
  const update = (index: number, block: EditableBlock) =>
    onChange(blocks.map((b, i) => (i === index ? block : b)));
  const add = (kind: BlockKind) => onChange([...blocks, newBlock(kind)]);

  return (
    <Stack gap="md" component="section" aria-labelledby="block-editor-title">
      <Title order={2} size="h4" id="block-editor-title">
        {t('editing.blocks')}
      </Title>
      {blocks.length === 0 && <Text c="dimmed">{t('editing.noBlocks')}</Text>}
      {blocks.map((block, index) => {
        const n = index + 1;
        const kind = block.BlockType === 'Text' ? t('editing.textBlock') : t('editing.videoBlock');
        return (
          <Card
            key={block.key}
            withBorder
            radius="md"
            padding="sm"
            component="article"
            aria-label={t('editing.blockHeading', { n, kind })}
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Group gap={6}>
                  {block.BlockType === 'Video' && <IconMovie size={18} aria-hidden="true" />}
                  <Text size="sm" fw={600}>
                    {t('editing.blockHeading', { n, kind })}
                  </Text>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    aria-label={t('editing.moveBlockUp', { n })}
                    disabled={index === 0}
                    onClick={() => onChange(moveBlock(blocks, index, -1))}
                  >
                    <IconArrowUp size={16} aria-hidden="true" />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={t('editing.moveBlockDown', { n })}
                    disabled={index === blocks.length - 1}
                    onClick={() => onChange(moveBlock(blocks, index, 1))}
                  >
                    <IconArrowDown size={16} aria-hidden="true" />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('editing.removeBlock', { n })}
                    onClick={() => onChange(blocks.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              </Group>
              <TextInput
                label={t('editing.blockTitle', { n })}
                value={block.Title}
                maxLength={200}
                onChange={(e) => update(index, { ...block, Title: e.currentTarget.value })}
              />
              {block.BlockType === 'Text' ? (
                <Suspense fallback={<PageLoader />}>
                  <RichTextEditor
                    label={t('editing.blockText', { n })}
                    initialHtml={block.Content}
                    labels={labels}
                    uploadImage={upload}
                    onChange={(html) => {
                      // The editor reports its first state too: only a real change marks it dirty.
                      if (html !== block.Content) update(index, { ...block, Content: html });
                    }}
                  />
                </Suspense>
              ) : (
                <VideoFields block={block} n={n} onChange={(b) => update(index, b)} />
              )}
            </Stack>
          </Card>
        );
      })}
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => add('Text')}
        >
          {t('editing.addText')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconMovie size={16} aria-hidden="true" />}
          onClick={() => add('Video')}
        >
          {t('editing.addVideo')}
        </Button>
      </Group>
    </Stack>
  );
}
