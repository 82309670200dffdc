// A part's text and video blocks as the block editor holds them, and the save_part_blocks input
// they become. Text is HTML from the rich-text editor (cleaned again on the server); a video is an
// address (a YouTube or Vimeo video, an https:// video file or one of our uploads) with its length. Video embeds are Video blocks: the
// server's HTML allowlist keeps no iframes or video tags inside text.
import type { savePartBlocks } from '../../../shared/calls/editing';
import { parseVideoUrl, type VideoUrlCheck } from '../../../shared/videoUrl';
import type { CallInput } from '../../api/contract';
import type { ContentBlock } from '../courses';

export type BlockKind = 'Text' | 'Video';

export interface EditableBlock {
  /** Stable while editing (React key; the server gives new ids on each save). */
  key: string;
  BlockType: BlockKind;
  Title: string;
  Content: string;
  VideoUrl: string;
  VideoLength: number;
  MentorOnly: boolean;
  Published: boolean;
}

type BlockInput = CallInput<typeof savePartBlocks>['Blocks'][number];

let sequence = 0;
const nextKey = () => {
  sequence += 1;
  return `b${sequence}`;
};

export function blocksOf(blocks: readonly ContentBlock[]): EditableBlock[] {
  return [...blocks]
    .sort((a, b) => a.SortId - b.SortId)
    .map((block) => ({
      key: nextKey(),
      BlockType: block.BlockType,
      Title: block.Title,
      Content: block.Content,
      VideoUrl: block.VideoUrl ?? '',
      VideoLength: block.VideoLength,
      MentorOnly: block.MentorOnly === 1,
      Published: block.Published === 1,
    }));
}

export function newBlock(kind: BlockKind): EditableBlock {
  return {
    key: nextKey(),
    BlockType: kind,
    Title: '',
    Content: '',
    VideoUrl: '',
    VideoLength: 0,
    MentorOnly: false,
    Published: true,
  };
}

export function moveBlock(blocks: readonly EditableBlock[], index: number, step: -1 | 1): EditableBlock[] {
  const target = index + step;
  if (index < 0 || index >= blocks.length || target < 0 || target >= blocks.length) return [...blocks];
  const next = [...blocks];
  [next[index], next[target]] = [next[target] as EditableBlock, next[index] as EditableBlock];
  return next;
}

/**
 * A video address as the editor checks it (shared/videoUrl.ts, the rules the server and the student
 * view use): null while none is typed (a video not chosen yet), else how it plays or why not.
 */
export function videoUrlCheck(url: string): VideoUrlCheck | null {
  return url.trim() === '' ? null : parseVideoUrl(url);
}

export function videoUrlValid(url: string): boolean {
  return videoUrlCheck(url)?.ok ?? true;
}

/** The save input, or null while a video address is not acceptable (saving waits for a fix). */
export function blockInputsOf(blocks: readonly EditableBlock[]): BlockInput[] | null {
  if (blocks.some((b) => b.BlockType === 'Video' && !videoUrlValid(b.VideoUrl))) return null;
  return blocks.map((b) => ({
    BlockType: b.BlockType,
    Title: b.Title.trim(),
    Content: b.BlockType === 'Text' ? b.Content : '',
    VideoUrl: b.BlockType === 'Video' && b.VideoUrl.trim() ? b.VideoUrl.trim() : null,
    VideoLength: b.BlockType === 'Video' ? Math.max(0, Math.round(b.VideoLength)) : 0,
    MentorOnly: b.MentorOnly,
    Published: b.Published,
  }));
}

/**
 * The blocks a save sends, as the part's page lists them: the cached part between the save and
 * the server's own copy. New blocks have no id yet (negative here, never sent back).
 */
export function contentBlocksOf(inputs: readonly BlockInput[]): ContentBlock[] {
  return inputs.map((input, index) => ({
    Id: input.Id === undefined ? -(index + 1) : Number(input.Id),
    BlockType: input.BlockType,
    Title: input.Title ?? '',
    Content: input.Content ?? '',
    VideoUrl: input.VideoUrl ?? null,
    VideoLength: Number(input.VideoLength ?? 0),
    SortId: index,
    MentorOnly: input.MentorOnly === true || input.MentorOnly === 1 ? 1 : 0,
    Published: input.Published === false || input.Published === 0 ? 0 : 1,
  }));
}
