// Text in any script on a PDF page. pdf-lib's standard fonts only cover WinAnsi, so names such as
// "Łukasz Żółć" or "李雷" need embedded fonts: each character is drawn with the first font of a
// chain that has its glyph, and a character that no font has becomes a visible placeholder, so
// no text ever fails the document. Fonts and their licences are in ./fonts (docs/decisions.md).
import fs from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { FONTS_DIR as FONT_DIR } from '../paths';

/** Shown for a character no font of the chain can draw. */
export const PLACEHOLDER = '\uFFFD';
/** Used instead when the first font lacks even the placeholder. */
const PLAIN_PLACEHOLDER = '?';

/** Controls, line breaks included (drawText would start a new line): never drawn. */
const CONTROL = /^\p{Cc}$/u;
/** Joiners and variation selectors: dropped when no font draws them. */
const INVISIBLE = /^\p{Default_Ignorable_Code_Point}$/u;

export interface Run {
  text: string;
  /** Index of the font in the chain. */
  font: number;
}

/**
 * Splits text into runs of one font each: every character goes to the first font that covers it;
 * one that none covers is replaced by the placeholder (drawn with the first font).
 */
export function splitRuns(text: string, covers: ((codePoint: number) => boolean)[]): Run[] {
  const placeholder = covers[0]?.(PLACEHOLDER.codePointAt(0)!) ? PLACEHOLDER : PLAIN_PLACEHOLDER;
  const runs: Run[] = [];
  for (const char of text.normalize('NFC')) {
    if (CONTROL.test(char)) continue;
    const codePoint = char.codePointAt(0)!;
    let font = covers.findIndex((has) => has(codePoint));
    let shown = char;
    if (font === -1) {
      if (INVISIBLE.test(char)) continue;
      font = 0;
      shown = placeholder;
    }
    const last = runs.at(-1);
    if (last?.font === font) last.text += shown;
    else runs.push({ text: shown, font });
  }
  return runs;
}

interface FontFile {
  bytes: Uint8Array;
  covers(codePoint: number): boolean;
}

/** Each file is read and parsed once per process; documents embed only the glyphs they use. */
const files = new Map<string, Promise<FontFile>>();

function fontFile(name: string): Promise<FontFile> {
  let file = files.get(name);
  if (!file) {
    file = fs.readFile(path.join(FONT_DIR, name)).then((buffer) => {
      const bytes = new Uint8Array(buffer);
      const parsed = fontkit.create(bytes);
      return { bytes, covers: (codePoint: number) => parsed.hasGlyphForCodePoint(codePoint) };
    });
    // A failed read is not remembered: the next document tries again.
    file.catch(() => files.delete(name));
    files.set(name, file);
  }
  return file;
}

export interface TextLine {
  width: number;
  draw(page: PDFPage, options: { x: number; y: number; color: Color }): void;
}

export interface FontChain {
  /** Lays out one line of text at a size; fonts are embedded into the document on first use. */
  line(text: string, size: number): Promise<TextLine>;
}

/** A chain of font files (in ./fonts), first choice first, for one document. */
export async function fontChain(doc: PDFDocument, names: string[]): Promise<FontChain> {
  doc.registerFontkit(fontkit);
  const chain = await Promise.all(names.map(fontFile));
  const covers = chain.map((file) => file.covers);
  const embedded = new Map<number, Promise<PDFFont>>();
  const embed = (index: number): Promise<PDFFont> => {
    let font = embedded.get(index);
    if (!font) {
      font = doc.embedFont(chain[index]!.bytes, { subset: true });
      embedded.set(index, font);
    }
    return font;
  };

  return {
    async line(text, size) {
      const runs = await Promise.all(
        splitRuns(text, covers).map(async (run) => {
          const font = await embed(run.font);
          return { text: run.text, font, width: font.widthOfTextAtSize(run.text, size) };
        }),
      );
      return {
        width: runs.reduce((sum, run) => sum + run.width, 0),
        draw(page, { x, y, color }) {
          let at = x;
          for (const run of runs) {
            page.drawText(run.text, { x: at, y, size, font: run.font, color });
            at += run.width;
          }
        },
      };
    },
  };
}
