import { describe, expect, it } from 'vitest';
import { savePartBlocks } from '../../../shared/calls/editing';
import {
  blockInputsOf,
  blocksOf,
  contentBlocksOf,
  moveBlock,
  newBlock,
  videoUrlCheck,
  videoUrlValid,
} from './blocks';

describe('editable blocks', () => {
  it('reads blocks in SortId order with stable keys', () => {
    const blocks = blocksOf([
      {
        Id: 2,
        BlockType: 'Video',
        Title: 'V',
        Content: '',
        VideoUrl: '/files/uploads/a.mp4',
        VideoLength: 60,
        SortId: 2,
        MentorOnly: 0,
        Published: 1,
      },
      {
        Id: 1,
        BlockType: 'Text',
        Title: '',
        Content: '<p>Hi</p>',
        VideoUrl: null,
        VideoLength: 0,
        SortId: 1,
        MentorOnly: 1,
        Published: 1,
      },
    ]);
    expect(blocks.map((b) => b.BlockType)).toEqual(['Text', 'Video']);
    expect(blocks[0]?.MentorOnly).toBe(true);
    expect(new Set(blocks.map((b) => b.key)).size).toBe(2);
  });

  it('moves a block one step, staying inside the list', () => {
    const list = [newBlock('Text'), newBlock('Video')];
    expect(moveBlock(list, 0, 1).map((b) => b.BlockType)).toEqual(['Video', 'Text']);
    expect(moveBlock(list, 0, -1)).toEqual(list);
    expect(moveBlock(list, 1, 1)).toEqual(list);
  });

  it('accepts what the player plays: video files, our uploads, YouTube and Vimeo', () => {
    expect(videoUrlValid('https://cdn.example/v.mp4')).toBe(true);
    expect(videoUrlValid('/files/uploads/x.mp4')).toBe(true);
    expect(videoUrlValid('https://youtu.be/dQw4w9WgXcQ')).toBe(true);
    expect(videoUrlValid('')).toBe(true);
    expect(videoUrlCheck('  ')).toBeNull();
    expect(videoUrlValid('http://insecure/v.mp4')).toBe(false);
    expect(videoUrlValid('https://example.com/about')).toBe(false);
    expect(videoUrlValid('javascript:alert(1)')).toBe(false);
    expect(videoUrlCheck('http://insecure/v.mp4')).toEqual({ ok: false, problem: 'notHttps' });
  });

  it('becomes a save input the server accepts, or waits for a bad video address', () => {
    const text = {
      ...newBlock('Text'),
      Content: '<h2>Title</h2><p><img src="/files/uploads/a.png" alt="a"></p>',
    };
    const video = {
      ...newBlock('Video'),
      VideoUrl: ' https://cdn.example/v.mp4 ',
      VideoLength: 61.4,
      Content: 'x',
    };
    const inputs = blockInputsOf([text, video]);
    expect(inputs?.[1]).toMatchObject({
      VideoUrl: 'https://cdn.example/v.mp4',
      VideoLength: 61,
      Content: '',
    });
    expect(inputs?.[0]?.VideoUrl).toBeNull();
    expect(savePartBlocks.input.safeParse({ CourseId: 1, CoursePartId: 2, Blocks: inputs }).success).toBe(
      true,
    );
    expect(blockInputsOf([{ ...video, VideoUrl: 'ftp://x' }])).toBeNull();
  });

  it('reads back from what a save sends as the editor left it (the cached part until the answer)', () => {
    const text = { ...newBlock('Text'), Content: '<p>Typed just now</p>', MentorOnly: true };
    const video = {
      ...newBlock('Video'),
      VideoUrl: '/files/uploads/a.mp4',
      VideoLength: 61,
      Published: false,
    };
    const inputs = blockInputsOf([text, video]);
    expect(inputs).not.toBeNull();
    const cached = contentBlocksOf(inputs ?? []);
    expect(cached.map((block) => [block.SortId, block.Id < 0])).toEqual([
      [0, true],
      [1, true],
    ]);
    const { key: _textKey, ...textFields } = text;
    const { key: _videoKey, ...videoFields } = video;
    expect(blocksOf(cached).map(({ key: _key, ...fields }) => fields)).toEqual([textFields, videoFields]);
  });
});
