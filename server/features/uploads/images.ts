// Uploaded images are decoded and encoded again (sharp), so what is stored and served is only the
// image: bytes appended after it (a PNG or JPEG followed by HTML), a GIF that is also a script,
// and metadata such as an EXIF location do not survive. docs/decisions.md ("Uploads") has the
// limits.
import type { Sharp } from 'sharp';
import { messageOf } from '../../../shared/thrown';
import { AppError } from '../../calls/appError';

/** Larger images are refused before they are decoded: a small file can expand to gigabytes. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Profile photos are stored at the size the app shows them, doubled for dense screens. */
export const PROFILE_PHOTO_PX = 256;

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

export function isImageMime(mime: string): mime is ImageMime {
  return mime === 'image/png' || mime === 'image/jpeg' || mime === 'image/webp' || mime === 'image/gif';
}

function encoder(image: Sharp, mime: ImageMime): Sharp {
  switch (mime) {
    case 'image/png':
      return image.png({ compressionLevel: 9 });
    case 'image/jpeg':
      return image.jpeg({ quality: 86, mozjpeg: true });
    case 'image/webp':
      return image.webp({ quality: 86 });
    case 'image/gif':
      return image.gif();
  }
}

/**
 * The image decoded and encoded again in its own format, without metadata (turned upright by
 * its EXIF orientation first); a profile photo also cropped to a square of PROFILE_PHOTO_PX.
 */
export async function rebuildImage(bytes: Buffer, mime: ImageMime, profile: boolean): Promise<Buffer> {
  const animated = mime === 'image/gif' || mime === 'image/webp';
  // Loaded with the first image, not at start: about 0.09 s of CPU that most processes never need.
  const { default: sharp } = await import('sharp');
  try {
    let image = sharp(bytes, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      failOn: 'error',
      animated: animated && !profile,
    }).rotate();
    if (profile) image = image.resize(PROFILE_PHOTO_PX, PROFILE_PHOTO_PX, { fit: 'cover' });
    // sharp writes no metadata unless asked to (keepMetadata / withMetadata).
    return await encoder(image, mime).toBuffer();
  } catch (error) {
    if (/pixel limit/i.test(messageOf(error))) throw new AppError('IMAGE_TOO_LARGE', { field: 'file' });
    throw new AppError('IMAGE_UNREADABLE', { field: 'file' });
  }
}
