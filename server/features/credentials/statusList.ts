// A Bitstring Status List's encodedList: the bitstring (index 0 the first byte's highest bit),
// GZIP-compressed, as Multibase base64url (prefix `u`, no padding).
import { gzipSync } from 'node:zlib';
import { STATUS_LIST_SIZE } from '../../../shared/credentials';

export function encodeStatusList(setIndices: readonly number[]): string {
  const bits = new Uint8Array(STATUS_LIST_SIZE / 8);
  for (const index of setIndices) bits[index >> 3] = (bits[index >> 3] ?? 0) | (0x80 >> (index & 7));
  return `u${gzipSync(bits).toString('base64url')}`;
}
