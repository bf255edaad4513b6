import { Duplex } from 'node:stream';
import {
  PINGREQ,
  connectPacket,
  publishPacket,
  remainingLength,
  subscribePacket,
} from '../../testing/mqtt-wire';
import { type GateRefusal, MqttPacketGate, isMqttString } from './mqtt-packet-gate';

const MIB = 1024 * 1024;
const INVALID_UTF8 = Buffer.from([0x6f, 0x61, 0x6b, 0x2f, 0xff, 0xfe]);

/** A gate over a stream that stands for the client's socket: `send` is what the client sends. */
function gateOverSocket(maxConnectBytes = 1024) {
  const socket = new Duplex({ read: () => undefined, write: (_chunk, _encoding, done) => done() });
  const refusals: Array<[GateRefusal, number | undefined]> = [];
  const sut = new MqttPacketGate(socket, {
    maxConnectBytes,
    onRefused: (reason, announced) => refusals.push([reason, announced]),
  });
  const passed: Buffer[] = [];
  sut.on('data', (packet: Buffer) => passed.push(packet));
  sut.on('error', () => undefined);
  const send = async (...chunks: Buffer[]) => {
    for (const chunk of chunks) socket.push(chunk);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { sut, socket, refusals, passed, send };
}

const connect = connectPacket({ clientId: 'pi-1', username: 'pi-1', password: 'secret' });

describe('MqttPacketGate', () => {
  it('hands on a CONNECT split over chunks as one packet, and reads nothing more until admitted', async () => {
    const { sut, passed, send, refusals } = gateOverSocket();
    const publish = publishPacket('oak/things/pi-1/events', 'hello');
    await send(connect.subarray(0, 3), connect.subarray(3, 9), Buffer.concat([connect.subarray(9), publish]));
    expect(passed).toEqual([connect]);

    sut.admit(4096);
    await send(PINGREQ);
    expect(passed).toEqual([connect, publish, PINGREQ]);
    expect(refusals).toEqual([]);
  });

  it('writes a packet the broker wrote in pieces while corked to the client at once, in one write', async () => {
    const writes: Buffer[] = [];
    const socket = new Duplex({
      read: () => undefined,
      write: (chunk: Buffer, _encoding, done) => {
        writes.push(chunk);
        done();
      },
    });
    const sut = new MqttPacketGate(socket, { maxConnectBytes: 1024, onRefused: () => undefined });
    const publish = publishPacket('oak/things/pi-1/request', '{"action":"talk"}');
    // As the broker writes a packet: header, topic, payload, then uncorked on the next tick.
    sut.cork();
    for (const piece of [publish.subarray(0, 2), publish.subarray(2, 27), publish.subarray(27)])
      sut.write(piece);
    await new Promise((resolve) => process.nextTick(() => resolve(sut.uncork())));

    expect(writes).toEqual([publish]);
    sut.write(PINGREQ);
    expect(writes).toEqual([publish, PINGREQ]);
  });

  it('refuses a CONNECT announcing 200 MiB from its fixed header, before reading its body', async () => {
    const { socket, sut, passed, send, refusals } = gateOverSocket();
    await send(Buffer.concat([Buffer.from([0x10]), remainingLength(200 * MIB)]));
    expect(refusals).toEqual([['packet too large', 200 * MIB]]);
    expect(socket.destroyed).toBe(true);
    expect(sut.destroyed).toBe(true);
    expect(passed).toEqual([]);
  });

  it('holds an admitted client to its packet limit', async () => {
    const { sut, send, refusals, passed } = gateOverSocket();
    await send(connect);
    sut.admit(100);
    await send(publishPacket('oak/things/pi-1/events', Buffer.alloc(200)));
    expect(refusals).toEqual([['packet too large', 200 + 2 + 'oak/things/pi-1/events'.length]]);
    expect(passed).toEqual([connect]);
  });

  it('refuses a second CONNECT', async () => {
    const { sut, send, refusals } = gateOverSocket();
    await send(connect);
    sut.admit(4096);
    await send(connect);
    expect(refusals.map(([refusal]) => refusal)).toEqual(['second CONNECT']);
  });

  it.each([
    ['a first packet that is not CONNECT', [PINGREQ], 'first packet is not CONNECT'],
    [
      'a remaining length of five bytes',
      [Buffer.from([0x10, 0xff, 0xff, 0xff, 0xff, 0x01])],
      'malformed packet',
    ],
    ['a CONNECT cut short inside', [Buffer.from([0x10, 0x03, 0x00, 0x04, 0x4d])], 'malformed packet'],
    [
      'a will topic that is not UTF-8',
      [connectPacket({ clientId: 'pi-1', will: { topic: INVALID_UTF8, payload: 'offline' } })],
      'invalid UTF-8 in a topic or name',
    ],
    [
      'a client id that is not UTF-8',
      [connectPacket({ clientId: INVALID_UTF8 })],
      'invalid UTF-8 in a topic or name',
    ],
  ] as const)('refuses %s', async (_case, packets, reason) => {
    const { send, refusals } = gateOverSocket();
    await send(...packets);
    expect(refusals.map(([refusal]) => refusal)).toEqual([reason]);
  });

  it.each([
    ['a publish topic that is not UTF-8', publishPacket(INVALID_UTF8, 'x')],
    ['a publish topic with NUL', publishPacket('oak/things/pi-1/\u0000', 'x')],
    ['a subscription topic that is not UTF-8', subscribePacket(INVALID_UTF8)],
  ])('closes the connection on %s, a protocol error', async (_case, bad) => {
    const { sut, send, refusals, passed, socket } = gateOverSocket();
    await send(connect);
    sut.admit(4096);
    await send(bad);
    expect(refusals.map(([refusal]) => refusal)).toEqual(['invalid UTF-8 in a topic or name']);
    expect(passed).toEqual([connect]);
    expect(socket.destroyed).toBe(true);
  });

  it('tells MQTT strings from bytes that are not', () => {
    expect(isMqttString(Buffer.from('oak/things/pi-1/événements'))).toBe(true);
    expect(isMqttString(INVALID_UTF8)).toBe(false);
    expect(isMqttString(Buffer.from([0xed, 0xa0, 0x80]))).toBe(false); // an encoded surrogate
  });
});
