// A part's text and video blocks (get_course_part). Text is HTML sanitised on the server before it
// was stored, so it is rendered as it is; its links to pages of this app open without a reload.
// A video file that plays to its end reports the episode watched; YouTube and Vimeo videos play in
// their embedded players (components/VideoPlayer).
import { Stack, Text, Title, Typography } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { VideoPlayer } from '../../components/VideoPlayer';
import classes from './courses.module.css';
import { formatDuration } from './outline';
import type { ContentBlock } from './types';

/** An ordinary click on a link to a page of this app: follow it in the app. */
function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };
}

function TextBlock({ block }: { block: ContentBlock }) {
  const followLink = useInAppLinks();
  return (
    // The click handler only catches clicks on the links inside; the keyboard follows them natively.
    <Typography className={classes.content} onClick={followLink}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before it is stored (docs/architecture.md "Security model"). */}
      <div dangerouslySetInnerHTML={{ __html: block.Content }} />
    </Typography>
  );
}

function VideoBlock({
  block,
  partName,
  onEnded,
}: {
  block: ContentBlock;
  partName: string;
  onEnded: () => void;
}) {
  const { t } = useTranslation();
  const title = block.Title || partName;
  return (
    <Stack gap={6} component="figure" m={0}>
      {block.Title && block.Title !== partName && (
        <Title order={2} size="h4">
          {block.Title}
        </Title>
      )}
      <VideoPlayer
        url={block.VideoUrl ?? ''}
        label={t('courses.videoLabel', { title })}
        unplayableText={t('courses.videoUnplayable')}
        onEnded={onEnded}
      />
      {block.VideoLength > 0 && (
        <Text size="sm" c="dimmed" component="figcaption">
          {t('courses.videoLength', { length: formatDuration(block.VideoLength) })}
        </Text>
      )}
    </Stack>
  );
}

interface ContentBlocksProps {
  blocks: ContentBlock[];
  partName: string;
  onVideoEnded: () => void;
}

export function ContentBlocks({ blocks, partName, onVideoEnded }: ContentBlocksProps) {
  const ordered = [...blocks].sort((a, b) => a.SortId - b.SortId);
  return (
    <Stack gap="lg">
      {ordered.map((block) =>
        block.BlockType === 'Video' && block.VideoUrl ? (
          <VideoBlock key={block.Id} block={block} partName={partName} onEnded={onVideoEnded} />
        ) : block.BlockType === 'Text' ? (
          <TextBlock key={block.Id} block={block} />
        ) : null,
      )}
    </Stack>
  );
}
