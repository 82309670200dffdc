// A Video block's player. shared/videoUrl.ts decides how an address plays: YouTube and Vimeo in
// their embedded players (their embed address, in an iframe the CSP allows), video files in
// <video controls>. An address it cannot play (stored before the editor checked addresses) says so
// rather than showing an empty player.
import { Alert, AspectRatio } from '@mantine/core';
import { IconMovieOff } from '@tabler/icons-react';
import { parseVideoUrl } from '../../shared/videoUrl';
import classes from './VideoPlayer.module.css';

export interface VideoPlayerProps {
  url: string;
  /** The player's accessible name (the iframe's title, the video's label). */
  label: string;
  /** Said instead of a player when the address cannot be played. */
  unplayableText: string;
  /** A file played to its end (the embedded players do not tell us). */
  onEnded?: () => void;
}

const EMBED_PERMISSIONS =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen';

export function VideoPlayer({ url, label, unplayableText, onEnded }: VideoPlayerProps) {
  const check = parseVideoUrl(url);
  if (!check.ok)
    return (
      <Alert color="orange" variant="light" icon={<IconMovieOff aria-hidden="true" />}>
        {unplayableText}
      </Alert>
    );
  if (check.source.kind === 'embed')
    return (
      <AspectRatio ratio={16 / 9} className={classes.frame}>
        <iframe
          src={check.source.src}
          title={label}
          allow={EMBED_PERMISSIONS}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
          style={{ border: 0 }}
        />
      </AspectRatio>
    );
  return (
    // biome-ignore lint/a11y/useMediaCaption: course videos come without caption tracks; the part's text carries the content.
    <video
      className={classes.player}
      controls
      preload="metadata"
      src={check.source.src}
      aria-label={label}
      onEnded={onEnded}
    />
  );
}
