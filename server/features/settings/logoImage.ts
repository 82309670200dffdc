// The school's logo as a picture a PDF can carry (the certificate): its stored bytes from the
// uploads folder, PNG and JPEG as they are, WebP drawn again as PNG (pdf-lib embeds only those).
import fs from 'node:fs/promises';
import path from 'node:path';
import { LOGO_URL_PATTERN } from '../../../shared/brand';

export interface LogoImage {
  bytes: Uint8Array;
  format: 'png' | 'jpg';
}

/** The logo's picture; null without a logo, or when its file is gone (the document goes without). */
export async function logoImage(filesDir: string, logoUrl: string | null): Promise<LogoImage | null> {
  if (!logoUrl || !LOGO_URL_PATTERN.test(logoUrl)) return null;
  const name = path.basename(logoUrl);
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(path.join(filesDir, 'uploads', name));
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'ENOENT') return null;
    throw error;
  }
  const format = path.extname(name).slice(1);
  if (format === 'png' || format === 'jpg') return { bytes, format };
  // Loaded with the first WebP logo, not at start (uploads/images.ts says why).
  const { default: sharp } = await import('sharp');
  return { bytes: await sharp(bytes).png().toBuffer(), format: 'png' };
}
