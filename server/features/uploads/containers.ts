// Videos are stored as sent, so their container is checked whole, not only its first bytes: an
// MP4 must be a run of boxes that ends exactly at the end of the file (with its movie box), a
// WebM an EBML header of doctype webm followed by one Segment that ends where the file does.
// Anything appended (an HTML page after a video) or cut off is refused.

const PRINTABLE_TYPE = /^[\x20-\x7e]{4}$/;

/** The top-level boxes of an MP4 file, or null when they do not tile the file exactly. */
function mp4Boxes(bytes: Buffer): string[] | null {
  const types: string[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return null;
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (!PRINTABLE_TYPE.test(type)) return null;
    let header = 8;
    if (size === 1) {
      if (offset + 16 > bytes.length) return null;
      const large = bytes.readBigUInt64BE(offset + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) return null;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = bytes.length - offset; // the last box runs to the end of the file
    }
    if (size < header || offset + size > bytes.length) return null;
    types.push(type);
    offset += size;
  }
  return types;
}

export function isWholeMp4(bytes: Buffer): boolean {
  const boxes = mp4Boxes(bytes);
  return boxes !== null && boxes[0] === 'ftyp' && boxes.includes('moov');
}

/** An EBML variable-length integer at `offset`: its value and length, or null. */
function vint(bytes: Buffer, offset: number, keepMarker: boolean): { value: bigint; length: number } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // 1 for 0b1xxxxxxx ... 8 for 0b00000001
  if (length > 8 || offset + length > bytes.length) return null;
  let value = BigInt(keepMarker ? first : first & (0xff >> length));
  for (let i = 1; i < length; i++) value = (value << 8n) | BigInt(bytes[offset + i]!);
  return { value, length };
}

const EBML_ID = 0x1a45dfa3n;
const DOCTYPE_ID = 0x4282n;
const SEGMENT_ID = 0x18538067n;

export function isWholeWebm(bytes: Buffer): boolean {
  const id = vint(bytes, 0, true);
  if (!id || id.value !== EBML_ID) return false;
  const size = vint(bytes, id.length, false);
  if (!size) return false;
  const headerStart = id.length + size.length;
  const headerEnd = headerStart + Number(size.value);
  if (headerEnd > bytes.length) return false;
  // The header's children: DocType must say webm.
  let doctype: string | null = null;
  for (let offset = headerStart; offset < headerEnd; ) {
    const childId = vint(bytes, offset, true);
    const childSize = childId && vint(bytes, offset + childId.length, false);
    if (!childId || !childSize) return false;
    const start = offset + childId.length + childSize.length;
    const end = start + Number(childSize.value);
    if (end > headerEnd) return false;
    if (childId.value === DOCTYPE_ID) doctype = bytes.toString('latin1', start, end);
    offset = end;
  }
  if (doctype !== 'webm') return false;
  const segmentId = vint(bytes, headerEnd, true);
  if (!segmentId || segmentId.value !== SEGMENT_ID) return false;
  const segmentSize = vint(bytes, headerEnd + segmentId.length, false);
  if (!segmentSize) return false;
  const unknown = segmentSize.value === (1n << BigInt(7 * segmentSize.length)) - 1n;
  // A live recording may leave the size unknown; then it runs to the end of the file.
  if (unknown) return true;
  return headerEnd + segmentId.length + segmentSize.length + Number(segmentSize.value) === bytes.length;
}
