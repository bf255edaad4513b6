import { type Socket, connect } from 'node:net';

/**
 * MQTT 3.1.1 packets byte by byte, for specs that must send what a well-behaved
 * client library never would: an oversized announcement, a topic that is not
 * UTF-8, a PUBLISH before CONNECT.
 */

/** The remaining-length varint of MQTT 3.1.1 §2.2.3. */
export function remainingLength(length: number): Buffer {
  const bytes: number[] = [];
  do {
    let byte = length % 128;
    length = Math.floor(length / 128);
    if (length > 0) byte |= 0x80;
    bytes.push(byte);
  } while (length > 0);
  return Buffer.from(bytes);
}

function field(value: string | Buffer): Buffer {
  const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
  const length = Buffer.alloc(2);
  length.writeUInt16BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

function packet(firstByte: number, body: Buffer): Buffer {
  return Buffer.concat([Buffer.from([firstByte]), remainingLength(body.length), body]);
}

export interface WireConnect {
  readonly clientId: string | Buffer;
  readonly username?: string;
  readonly password?: string;
  readonly will?: { readonly topic: string | Buffer; readonly payload: string };
  readonly keepaliveSeconds?: number;
}

export function connectPacket(options: WireConnect): Buffer {
  let flags = 0x02; // clean session
  if (options.will) flags |= 0x04 | 0x20; // will, retained
  if (options.username !== undefined) flags |= 0x80;
  if (options.password !== undefined) flags |= 0x40;
  const keepalive = Buffer.alloc(2);
  keepalive.writeUInt16BE(options.keepaliveSeconds ?? 30);
  const parts = [field('MQTT'), Buffer.from([4, flags]), keepalive, field(options.clientId)];
  if (options.will) parts.push(field(options.will.topic), field(options.will.payload));
  if (options.username !== undefined) parts.push(field(options.username));
  if (options.password !== undefined) parts.push(field(options.password));
  return packet(0x10, Buffer.concat(parts));
}

/** A QoS 0 publish (no packet id), retained or not. */
export function publishPacket(topic: string | Buffer, payload: Buffer | string, retain = false): Buffer {
  const body = Buffer.concat([field(topic), Buffer.isBuffer(payload) ? payload : Buffer.from(payload)]);
  return packet(0x30 | (retain ? 0x01 : 0), body);
}

export function subscribePacket(topic: string | Buffer, packetId = 1): Buffer {
  const id = Buffer.alloc(2);
  id.writeUInt16BE(packetId);
  return packet(0x82, Buffer.concat([id, field(topic), Buffer.from([0])]));
}

export const PINGREQ = Buffer.from([0xc0, 0x00]);

/** A raw TCP connection to the broker that records what it receives and whether the broker closed it. */
export interface RawConnection {
  readonly socket: Socket;
  received(): Buffer;
  /** Resolves when the connection is closed (by either side). */
  readonly closed: Promise<void>;
}

export async function rawConnection(port: number, localAddress?: string): Promise<RawConnection> {
  // From another loopback address (127.0.0.2 ...), the broker sees another client address.
  const socket = connect({ port, host: '127.0.0.1', ...(localAddress ? { localAddress } : {}) });
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, received: () => Buffer.concat(chunks), closed };
}

/** The CONNACK return code in what a connection received, if a CONNACK came. */
export function connackCode(received: Buffer): number | undefined {
  return received.length >= 4 && received[0] === 0x20 ? received[3] : undefined;
}
