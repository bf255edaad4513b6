import { type Result, err, ok } from '../common';

/**
 * The binary event-stream framing liveinteraction streams in (doc 2 §7:
 * 'chunks decoded as event-stream messages with headers and a JSON list body').
 * Each message: total length (u32), headers length (u32), prelude CRC32,
 * headers, payload, message CRC32; all big-endian. A header is a name
 * (u8 length + UTF-8), a value type (u8) and a value.
 */
export type EventStreamHeaderValue = string | number | boolean | Uint8Array;

export interface EventStreamMessage {
  readonly headers: Readonly<Record<string, EventStreamHeaderValue>>;
  readonly body: Uint8Array;
}

/** Four bytes each of total length, headers length and prelude CRC, and four of message CRC. */
const PRELUDE_LENGTH = 12;
const TRAILER_LENGTH = 4;
/** A chosen bound: a message larger than this is taken as a corrupt stream, not waited for. */
const EVENT_STREAM_MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

const HEADER_TYPES = {
  true: 0,
  false: 1,
  byte: 2,
  short: 3,
  integer: 4,
  long: 5,
  bytes: 6,
  string: 7,
  timestamp: 8,
  uuid: 9,
} as const;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE), as the framing uses for both checksums. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Two byte arrays as one, for joining a chunk to what the previous one left over. */
export function concatBytes(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (!a.length) return b;
  if (!b.length) return a;
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a, 0);
  joined.set(b, a.length);
  return joined;
}

/**
 * Every complete message at the start of `buffer`, and the bytes left over
 * (a message cut at a chunk boundary) for the caller to prepend to the next
 * chunk. A checksum mismatch or an impossible length is an error: the stream
 * cannot be resynchronised after it.
 */
export function parseEventStream(
  buffer: Uint8Array,
): Result<{ readonly messages: EventStreamMessage[]; readonly rest: Uint8Array }> {
  const messages: EventStreamMessage[] = [];
  let offset = 0;
  while (buffer.length - offset >= PRELUDE_LENGTH) {
    const view = new DataView(buffer.buffer, buffer.byteOffset + offset, buffer.length - offset);
    const totalLength = view.getUint32(0);
    const headersLength = view.getUint32(4);
    if (crc32(buffer.subarray(offset, offset + 8)) !== view.getUint32(8)) {
      return err('Invalid event stream: prelude checksum mismatch');
    }
    if (
      totalLength > EVENT_STREAM_MAX_MESSAGE_BYTES ||
      totalLength < PRELUDE_LENGTH + headersLength + TRAILER_LENGTH
    ) {
      return err(`Invalid event stream: message length ${totalLength}`);
    }
    if (buffer.length - offset < totalLength) break;
    const message = buffer.subarray(offset, offset + totalLength);
    if (
      crc32(message.subarray(0, totalLength - TRAILER_LENGTH)) !==
      view.getUint32(totalLength - TRAILER_LENGTH)
    ) {
      return err('Invalid event stream: message checksum mismatch');
    }
    const headers = parseHeaders(message.subarray(PRELUDE_LENGTH, PRELUDE_LENGTH + headersLength));
    if (!headers.ok) return headers;
    messages.push({
      headers: headers.value,
      body: message.slice(PRELUDE_LENGTH + headersLength, totalLength - TRAILER_LENGTH),
    });
    offset += totalLength;
  }
  return ok({ messages, rest: buffer.slice(offset) });
}

function parseHeaders(bytes: Uint8Array): Result<Record<string, EventStreamHeaderValue>> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const decoder = new TextDecoder();
  const headers: Record<string, EventStreamHeaderValue> = {};
  let at = 0;
  const need = (count: number) => at + count <= bytes.length;
  while (at < bytes.length) {
    const nameLength = view.getUint8(at);
    if (!need(1 + nameLength + 1)) return err('Invalid event stream: truncated header');
    const name = decoder.decode(bytes.subarray(at + 1, at + 1 + nameLength));
    const type = view.getUint8(at + 1 + nameLength);
    at += 2 + nameLength;
    let value: EventStreamHeaderValue;
    let size: number;
    switch (type) {
      case HEADER_TYPES.true:
      case HEADER_TYPES.false:
        value = type === HEADER_TYPES.true;
        size = 0;
        break;
      case HEADER_TYPES.byte:
        size = 1;
        if (!need(size)) return err('Invalid event stream: truncated header');
        value = view.getInt8(at);
        break;
      case HEADER_TYPES.short:
        size = 2;
        if (!need(size)) return err('Invalid event stream: truncated header');
        value = view.getInt16(at);
        break;
      case HEADER_TYPES.integer:
        size = 4;
        if (!need(size)) return err('Invalid event stream: truncated header');
        value = view.getInt32(at);
        break;
      case HEADER_TYPES.long:
      case HEADER_TYPES.timestamp:
        // A timestamp is epoch milliseconds; both fit a JS number for any real value.
        size = 8;
        if (!need(size)) return err('Invalid event stream: truncated header');
        value = Number(view.getBigInt64(at));
        break;
      case HEADER_TYPES.bytes:
      case HEADER_TYPES.string: {
        if (!need(2)) return err('Invalid event stream: truncated header');
        const length = view.getUint16(at);
        at += 2;
        size = length;
        if (!need(size)) return err('Invalid event stream: truncated header');
        const raw = bytes.slice(at, at + length);
        value = type === HEADER_TYPES.string ? decoder.decode(raw) : raw;
        break;
      }
      case HEADER_TYPES.uuid:
        size = 16;
        if (!need(size)) return err('Invalid event stream: truncated header');
        value = [...bytes.subarray(at, at + 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
        break;
      default:
        return err(`Invalid event stream: unknown header type ${type}`);
    }
    headers[name] = value;
    at += size;
  }
  return ok(headers);
}

/**
 * One framed message with string headers; the inverse of parseEventStream for
 * whoever produces the stream (the device-cloud emulator) and for tests.
 */
export function encodeEventStreamMessage(
  headers: Readonly<Record<string, string>>,
  body: Uint8Array | string,
): Uint8Array {
  const encoder = new TextEncoder();
  const payload = typeof body === 'string' ? encoder.encode(body) : body;
  const headerParts = Object.entries(headers).map(([name, value]) => {
    const nameBytes = encoder.encode(name);
    const valueBytes = encoder.encode(value);
    if (nameBytes.length > 0xff || valueBytes.length > 0xffff) throw new Error(`Header ${name} is too long`);
    const part = new Uint8Array(1 + nameBytes.length + 1 + 2 + valueBytes.length);
    const view = new DataView(part.buffer);
    view.setUint8(0, nameBytes.length);
    part.set(nameBytes, 1);
    view.setUint8(1 + nameBytes.length, HEADER_TYPES.string);
    view.setUint16(2 + nameBytes.length, valueBytes.length);
    part.set(valueBytes, 4 + nameBytes.length);
    return part;
  });
  const headerBytes = headerParts.reduce(concatBytes, new Uint8Array(0));
  const totalLength = PRELUDE_LENGTH + headerBytes.length + payload.length + TRAILER_LENGTH;
  const message = new Uint8Array(totalLength);
  const view = new DataView(message.buffer);
  view.setUint32(0, totalLength);
  view.setUint32(4, headerBytes.length);
  view.setUint32(8, crc32(message.subarray(0, 8)));
  message.set(headerBytes, PRELUDE_LENGTH);
  message.set(payload, PRELUDE_LENGTH + headerBytes.length);
  view.setUint32(totalLength - TRAILER_LENGTH, crc32(message.subarray(0, totalLength - TRAILER_LENGTH)));
  return message;
}
