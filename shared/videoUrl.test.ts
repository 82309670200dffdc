import { describe, expect, it } from 'vitest';
import { parseVideoUrl, startSeconds, VIDEO_URL_MAX_LENGTH } from './videoUrl';

const embedOf = (url: string) => {
  const check = parseVideoUrl(url);
  return check.ok && check.source.kind === 'embed' ? check.source.src : null;
};
const problemOf = (url: string) => {
  const check = parseVideoUrl(url);
  return check.ok ? null : check.problem;
};

describe('YouTube addresses', () => {
  it('play in the privacy-enhanced embedded player, from any of the usual forms', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&list=PL123',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      '  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ',
    ])
      expect(embedOf(url), url).toBe(embed);
  });

  it('keep a start time', () => {
    expect(embedOf('https://youtu.be/dQw4w9WgXcQ?t=90')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
    );
    expect(embedOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
    );
  });

  it('without a video in them are refused', () => {
    expect(problemOf('https://www.youtube.com/')).toBe('notVideo');
    expect(problemOf('https://www.youtube.com/@somechannel')).toBe('notVideo');
    expect(problemOf('https://www.youtube.com/watch?v=short')).toBe('notVideo');
  });
});

describe('Vimeo addresses', () => {
  it('play in the Vimeo player, unlisted ones with their hash', () => {
    expect(embedOf('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(embedOf('https://player.vimeo.com/video/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(embedOf('https://vimeo.com/channels/staffpicks/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(embedOf('https://vimeo.com/76979871/8e3b4c1a2f')).toBe(
      'https://player.vimeo.com/video/76979871?h=8e3b4c1a2f',
    );
  });

  it('without a video id are refused', () => {
    expect(problemOf('https://vimeo.com/about')).toBe('notVideo');
  });
});

describe('video files', () => {
  it('play in <video> from https:// and from our own uploads', () => {
    expect(parseVideoUrl('https://cdn.example.com/clips/intro.MP4')).toEqual({
      ok: true,
      source: { kind: 'file', src: 'https://cdn.example.com/clips/intro.MP4' },
    });
    expect(parseVideoUrl('/files/uploads/abc123.webm')).toEqual({
      ok: true,
      source: { kind: 'file', src: '/files/uploads/abc123.webm' },
    });
    expect(parseVideoUrl('https://cdn.example.com/a.ogv?token=1').ok).toBe(true);
  });

  it('a page that is not a video file is refused', () => {
    expect(problemOf('https://example.com/')).toBe('notVideo');
    expect(problemOf('https://example.com/watch/123')).toBe('notVideo');
    expect(problemOf('/course/1')).toBe('notVideo');
  });
});

describe('refusals', () => {
  it('plain http is refused as such, whatever it points at', () => {
    expect(problemOf('http://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('notHttps');
    expect(problemOf('http://cdn.example.com/intro.mp4')).toBe('notHttps');
  });

  it('what is not an address, another scheme or a protocol-relative host is invalid', () => {
    expect(problemOf('not a url')).toBe('invalid');
    expect(problemOf('javascript:alert(1)')).toBe('invalid');
    expect(problemOf('ftp://example.com/a.mp4')).toBe('invalid');
    expect(problemOf('//evil.example/a.mp4')).toBe('invalid');
    expect(problemOf('https://user:pw@example.com/a.mp4')).toBe('invalid');
  });

  it('an address longer than the stored column is refused', () => {
    expect(problemOf(`https://example.com/${'a'.repeat(VIDEO_URL_MAX_LENGTH)}.mp4`)).toBe('tooLong');
  });
});

describe('start times', () => {
  it('read seconds and h/m/s forms', () => {
    expect(startSeconds('75')).toBe(75);
    expect(startSeconds('1h2m3s')).toBe(3723);
    expect(startSeconds('2m')).toBe(120);
    expect(startSeconds('soon')).toBeNull();
    expect(startSeconds(null)).toBeNull();
  });
});
