import { Duplex } from 'node:stream';

/** MQTT control packet types (the high nibble of the first byte). */
const CONNECT = 1;
const PUBLISH = 3;
const SUBSCRIBE = 8;
const UNSUBSCRIBE = 10;
/** The remaining length is at most four bytes of seven bits (MQTT 3.1.1 §2.2.3). */
const MAX_LENGTH_BYTES = 4;
const WILL_FLAG = 0x04;
const USERNAME_FLAG = 0x80;

/** Why a connection was closed by the gate. */
export type GateRefusal =
  | 'packet too large'
  | 'first packet is not CONNECT'
  | 'second CONNECT'
  | 'malformed packet'
  | 'invalid UTF-8 in a topic or name';

export interface MqttPacketGateOptions {
  /** The largest CONNECT, the only packet read before the client is admitted. */
  readonly maxConnectBytes: number;
  /** Called once, just before the connection is closed. */
  readonly onRefused: (reason: GateRefusal, announcedBytes?: number) => void;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Whether bytes are well-formed UTF-8 without U+0000, as MQTT wants every string (§1.5.3). */
export function isMqttString(bytes: Uint8Array): boolean {
  try {
    return !utf8.decode(bytes).includes('\u0000');
  } catch {
    return false;
  }
}

/**
 * Stands between a client's byte stream and the broker. It reads each
 * packet's fixed header (type and remaining length) and refuses a packet
 * larger than allowed before reading its body, closing the connection at
 * once; it hands the broker whole packets only, after checking that their
 * topics (and the CONNECT's names) are UTF-8. Before the client is admitted,
 * only its CONNECT gets through: the connection is not read further until
 * `admit` (after authentication) says how large its packets may be. So an
 * unauthenticated client costs at most one CONNECT of buffer.
 */
export class MqttPacketGate extends Duplex {
  private limit = 0;
  private admitted = false;
  private sawConnect = false;
  private finished = false;
  private readonly header: number[] = [];
  private expected = -1;
  private body: Buffer[] = [];
  private bodyLength = 0;
  /** Bytes read past the CONNECT, held until admission. */
  private held: Buffer | undefined;
  /** False while the broker reads no more (backpressure). */
  private readableFlowingWanted = true;

  constructor(
    private readonly inner: Duplex,
    private readonly options: MqttPacketGateOptions,
  ) {
    super({ allowHalfOpen: false });
    inner.on('data', (chunk: Buffer) => this.consume(chunk));
    inner.once('end', () => this.push(null));
    inner.once('error', (error) => this.destroy(error));
    inner.once('close', () => this.destroy());
  }

  /** The client authenticated: later packets may be as large as `maxPacketBytes`. */
  admit(maxPacketBytes: number): void {
    if (this.destroyed) return;
    this.limit = maxPacketBytes;
    this.admitted = true;
    const held = this.held;
    this.held = undefined;
    if (held) this.consume(held);
    if (!this.held && !this.destroyed && this.readableFlowingWanted) this.inner.resume();
  }

  override _read(): void {
    this.readableFlowingWanted = true;
    if (!this.held && (this.admitted || !this.sawConnect)) this.inner.resume();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.forward(chunk, done);
  }

  /**
   * What was written while the gate was corked, in one write to the client:
   * the broker writes a packet in pieces (its header, topic, id and payload)
   * between a cork and an uncork, and each piece written on its own would be
   * a system call and a segment of its own, each waking the client.
   */
  override _writev(
    chunks: readonly { chunk: Buffer; encoding: BufferEncoding }[],
    done: (error?: Error | null) => void,
  ): void {
    this.forward(Buffer.concat(chunks.map(({ chunk }) => chunk)), done);
  }

  /** Writes to the client; done once the client's stream takes more. */
  private forward(bytes: Buffer, done: (error?: Error | null) => void): void {
    if (this.inner.write(bytes)) done();
    else this.inner.once('drain', () => done());
  }

  override _final(done: (error?: Error | null) => void): void {
    this.inner.end();
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.inner.destroy();
    done(error);
  }

  private consume(chunk: Buffer): void {
    let offset = 0;
    while (offset < chunk.length && !this.finished) {
      if (this.expected < 0) {
        offset = this.readHeader(chunk, offset);
        continue;
      }
      const take = Math.min(this.expected - this.bodyLength, chunk.length - offset);
      this.body.push(chunk.subarray(offset, offset + take));
      this.bodyLength += take;
      offset += take;
      if (this.bodyLength === this.expected && !this.complete()) return;
      if (this.sawConnect && !this.admitted) {
        // Nothing more is read until the client is admitted.
        if (offset < chunk.length) this.held = chunk.subarray(offset);
        this.inner.pause();
        return;
      }
    }
  }

  /** Reads fixed-header bytes from `offset`; once the header is whole, decides on the packet. */
  private readHeader(chunk: Buffer, offset: number): number {
    while (offset < chunk.length && this.expected < 0) {
      const byte = chunk[offset++]!;
      this.header.push(byte);
      if (this.header.length === 1) continue;
      if (byte & 0x80) {
        if (this.header.length > MAX_LENGTH_BYTES) this.refuse('malformed packet');
        continue;
      }
      let length = 0;
      for (let i = this.header.length - 1; i >= 1; i--) length = length * 128 + (this.header[i]! & 0x7f);
      this.start(length);
    }
    return this.finished ? chunk.length : offset;
  }

  private start(length: number): void {
    const type = this.header[0]! >> 4;
    if (!this.sawConnect && type !== CONNECT) return this.refuse('first packet is not CONNECT');
    if (this.sawConnect && type === CONNECT) return this.refuse('second CONNECT');
    const limit = type === CONNECT ? this.options.maxConnectBytes : this.limit;
    if (length > limit) return this.refuse('packet too large', length);
    this.expected = length;
    if (length === 0) this.complete();
  }

  /** A whole packet: checked and handed on. Answers false when the connection was refused. */
  private complete(): boolean {
    const header = Buffer.from(this.header);
    const body = Buffer.concat(this.body, this.bodyLength);
    const type = header[0]! >> 4;
    this.header.length = 0;
    this.body = [];
    this.bodyLength = 0;
    this.expected = -1;
    const verdict = checkStrings(type, body);
    if (verdict) {
      this.refuse(verdict);
      return false;
    }
    if (type === CONNECT) this.sawConnect = true;
    if (!this.push(Buffer.concat([header, body]))) {
      this.readableFlowingWanted = false;
      this.inner.pause();
    }
    return true;
  }

  private refuse(reason: GateRefusal, announcedBytes?: number): void {
    if (this.finished) return;
    this.finished = true;
    this.held = undefined;
    this.body = [];
    this.options.onRefused(reason, announcedBytes);
    this.inner.destroy();
    this.destroy();
  }
}

/** The strings of a packet that MQTT requires to be UTF-8: topics, and the CONNECT's names. */
function checkStrings(type: number, body: Buffer): GateRefusal | undefined {
  const reader = new StringReader(body);
  try {
    switch (type) {
      case PUBLISH:
        reader.string();
        break;
      case SUBSCRIBE:
        reader.skip(2);
        do {
          reader.string();
          reader.skip(1);
        } while (!reader.done);
        break;
      case UNSUBSCRIBE:
        reader.skip(2);
        do reader.string();
        while (!reader.done);
        break;
      case CONNECT:
        checkConnect(reader);
        break;
    }
  } catch (error) {
    return error instanceof InvalidString ? 'invalid UTF-8 in a topic or name' : 'malformed packet';
  }
  return undefined;
}

/** The client id, will topic and user name of a CONNECT (3.1 and 3.1.1; the broker refuses other levels). */
function checkConnect(reader: StringReader): void {
  reader.raw();
  const level = reader.byte();
  if (level !== 3 && level !== 4) return;
  const flags = reader.byte();
  reader.skip(2);
  reader.string();
  if (flags & WILL_FLAG) {
    reader.string();
    reader.raw();
  }
  if (flags & USERNAME_FLAG) reader.string();
}

class InvalidString extends Error {}
class Truncated extends Error {}

/** Reads length-prefixed strings from a packet body; throws on a truncated body or a bad string. */
class StringReader {
  private offset = 0;

  constructor(private readonly bytes: Buffer) {}

  get done(): boolean {
    return this.offset >= this.bytes.length;
  }

  skip(count: number): void {
    if (this.offset + count > this.bytes.length) throw new Truncated();
    this.offset += count;
  }

  byte(): number {
    this.skip(1);
    return this.bytes[this.offset - 1]!;
  }

  raw(): Buffer {
    this.skip(2);
    const length = this.bytes.readUInt16BE(this.offset - 2);
    this.skip(length);
    return this.bytes.subarray(this.offset - length, this.offset);
  }

  string(): void {
    if (!isMqttString(this.raw())) throw new InvalidString();
  }
}
