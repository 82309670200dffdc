import { describe, expect, it } from 'vitest';
import { isWholeMp4, isWholeWebm } from './containers';

/** EBML header (DocType given) then a Segment holding `body`; `unknownSize` as a live recording writes it. */
function webm(doctype: string, body: Buffer, unknownSize = false): Buffer {
  const docTypeElement = Buffer.concat([
    Buffer.from([0x42, 0x82, 0x80 | doctype.length]),
    Buffer.from(doctype),
  ]);
  const header = Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docTypeElement.length]),
    docTypeElement,
  ]);
  const segmentSize = unknownSize ? Buffer.from([0xff]) : Buffer.from([0x80 | body.length]);
  return Buffer.concat([header, Buffer.from([0x18, 0x53, 0x80, 0x67]), segmentSize, body]);
}

function box(type: string, body: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
}

describe('video containers', () => {
  it('takes an MP4 whose boxes end with the file, with its movie box', () => {
    const file = Buffer.concat([
      box('ftyp', Buffer.from('isom\0\0\0\0isom')),
      box('moov', Buffer.alloc(0)),
      box('mdat', Buffer.alloc(32)),
    ]);
    expect(isWholeMp4(file)).toBe(true);
    expect(isWholeMp4(Buffer.concat([file, Buffer.from('<html>')]))).toBe(false);
    expect(isWholeMp4(file.subarray(0, file.length - 3))).toBe(false);
    expect(
      isWholeMp4(Buffer.concat([box('ftyp', Buffer.from('isom\0\0\0\0isom')), box('mdat', Buffer.alloc(8))])),
    ).toBe(false);
  });

  it('takes a WebM with its doctype and one Segment that ends with the file', () => {
    const body = Buffer.alloc(20, 1);
    expect(isWholeWebm(webm('webm', body))).toBe(true);
    expect(isWholeWebm(webm('webm', body, true))).toBe(true);
    expect(isWholeWebm(Buffer.concat([webm('webm', body), Buffer.from('<html>')]))).toBe(false);
    expect(isWholeWebm(webm('matroska', body))).toBe(false);
    expect(isWholeWebm(Buffer.from('<html><body>not a video</body></html>'))).toBe(false);
  });
});
