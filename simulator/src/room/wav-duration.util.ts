/**
 * The duration of a WAV file from its header: the size of the `data` chunk
 * divided by the byte rate of the `fmt ` chunk. Reads only the bytes given,
 * so the caller can pass the first few kilobytes of a file. Undefined when
 * the bytes are not a RIFF/WAVE header with both chunks.
 */
export function wavDurationMs(header: Uint8Array): number | undefined {
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const text = (offset: number) =>
    offset + 4 <= header.byteLength ? String.fromCharCode(...header.subarray(offset, offset + 4)) : '';
  if (text(0) !== 'RIFF' || text(8) !== 'WAVE') return undefined;

  let byteRate: number | undefined;
  let offset = 12;
  while (offset + 8 <= header.byteLength) {
    const id = text(offset);
    const size = view.getUint32(offset + 4, true);
    if (id === 'fmt ' && offset + 20 <= header.byteLength) {
      byteRate = view.getUint32(offset + 16, true);
    } else if (id === 'data') {
      return byteRate ? (size / byteRate) * 1000 : undefined;
    }
    // Chunks are padded to an even size.
    offset += 8 + size + (size % 2);
  }
  return undefined;
}
