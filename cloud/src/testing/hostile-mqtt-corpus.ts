import { thingTopics } from '@oak/shared';
import { Random } from '@oak/simulator';

/**
 * Malformed MQTT 3.1.1 packets for the broker's fuzz test (issue 'Hardening'):
 * garbage, broken fixed headers and lengths, CONNECTs that break the
 * protocol's rules, packets before CONNECT, and, behind a valid CONNECT of a
 * registered Pi, publishes and subscriptions that break the protocol or the
 * Pi's ACL. Seeded, so a failure found once is found again. Encoded here by
 * hand: a fuzzer must be able to write what a well-behaved encoder refuses.
 */

export interface HostileMqttPacket {
  /** Sent right after a valid CONNECT of the Pi (and its CONNACK), or as the first bytes of the connection. */
  readonly afterConnect: boolean;
  readonly bytes: Buffer;
  readonly mutation: string;
}

export interface HostileMqttCorpusOptions {
  readonly seed: string;
  readonly count: number;
  /** The Pi the authenticated packets are sent as. */
  readonly clientId: string;
  /** Another Pi's thing name: its topics are not the sender's. */
  readonly victim: string;
  /** Of the corpus, the share sent after a valid CONNECT (each costs a credential check). */
  readonly authenticatedShare?: number;
}

/** MQTT's variable byte integer; `forceBytes` pads it with continuation bytes (5 is malformed). */
export function remainingLength(length: number, forceBytes = 0): Buffer {
  const bytes: number[] = [];
  let value = length;
  do {
    let byte = value % 128;
    value = Math.floor(value / 128);
    if (value > 0 || bytes.length + 1 < forceBytes) byte |= 0x80;
    bytes.push(byte);
  } while (value > 0 || bytes.length < forceBytes);
  return Buffer.from(bytes);
}

function utf8(text: string | Buffer): Buffer {
  const body = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length);
  return Buffer.concat([length, body]);
}

function packet(firstByte: number, body: Buffer, lengthBytes = 0): Buffer {
  return Buffer.concat([Buffer.from([firstByte]), remainingLength(body.length, lengthBytes), body]);
}

interface ConnectFields {
  protocol?: string;
  level?: number;
  flags?: number;
  keepAlive?: number;
  clientId?: string | Buffer;
  extra?: Buffer;
}

export function connectPacket(fields: ConnectFields = {}): Buffer {
  const keepAlive = Buffer.alloc(2);
  keepAlive.writeUInt16BE(fields.keepAlive ?? 30);
  return packet(
    0x10,
    Buffer.concat([
      utf8(fields.protocol ?? 'MQTT'),
      Buffer.from([fields.level ?? 4, fields.flags ?? 0x02]),
      keepAlive,
      utf8(fields.clientId ?? 'fuzz'),
      fields.extra ?? Buffer.alloc(0),
    ]),
  );
}

/** A valid CONNECT with a username and password (clean session). */
export function authenticatedConnect(clientId: string, username: string, password: string): Buffer {
  return connectPacket({ flags: 0xc2, clientId, extra: Buffer.concat([utf8(username), utf8(password)]) });
}

function publish(topic: string | Buffer, payload: Buffer, qos = 0, firstByteExtra = 0): Buffer {
  const id = qos > 0 ? Buffer.from([0x00, 0x01]) : Buffer.alloc(0);
  return packet(0x30 | (qos << 1) | firstByteExtra, Buffer.concat([utf8(topic), id, payload]));
}

function subscribe(filters: { topic: string | Buffer; qos: number }[], firstByte = 0x82): Buffer {
  return packet(
    firstByte,
    Buffer.concat([
      Buffer.from([0x00, 0x02]),
      ...filters.map((f) => Buffer.concat([utf8(f.topic), Buffer.from([f.qos])])),
    ]),
  );
}

const INVALID_UTF8 = [
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xff, 0xfe]),
  Buffer.from([0xed, 0xa0, 0x80]), // a UTF-16 surrogate, which MQTT forbids
  Buffer.from([0xf8, 0x88, 0x80, 0x80, 0x80]),
  Buffer.from('a\u0000b'), // U+0000, which MQTT forbids in strings
];

/** Packets sent as the first bytes of a connection: none may cost the broker more than a little. */
function beforeConnect(random: Random): { bytes: Buffer; mutation: string } {
  const choice = random.int(14);
  const junk = Buffer.from(Array.from({ length: 1 + random.int(200) }, () => random.int(256)));
  switch (choice) {
    case 0:
      return { bytes: junk, mutation: 'random bytes' };
    case 1:
      return {
        bytes: Buffer.concat([Buffer.from([0x10]), remainingLength(200 * 1024 * 1024), junk]),
        mutation: 'CONNECT announcing 200 MiB',
      };
    case 2:
      return {
        bytes: Buffer.from([0x10, 0xff, 0xff, 0xff, 0xff, 0x7f]),
        mutation: 'a 5-byte remaining length',
      };
    case 3:
      return { bytes: connectPacket({ protocol: 'MQIsdpX' }), mutation: 'unknown protocol name' };
    case 4:
      return {
        bytes: connectPacket({ level: [0, 2, 6, 255][random.int(4)] }),
        mutation: 'unknown protocol level',
      };
    case 5:
      return { bytes: connectPacket({ flags: 0x01 }), mutation: 'reserved CONNECT flag set' };
    case 6:
      return { bytes: connectPacket({ flags: 0x42 }), mutation: 'password without username' };
    case 7:
      return { bytes: connectPacket({ flags: 0x3e }), mutation: 'will QoS 3 without will fields' };
    case 8:
      return {
        bytes: connectPacket({ clientId: INVALID_UTF8[random.int(INVALID_UTF8.length)]! }),
        mutation: 'client id of invalid UTF-8',
      };
    case 9:
      return { bytes: connectPacket().subarray(0, 2 + random.int(10)), mutation: 'truncated CONNECT' };
    case 10:
      return {
        bytes: publish(thingTopics('fuzz').shadowReported, Buffer.from('{}')),
        mutation: 'PUBLISH before CONNECT',
      };
    case 11:
      return { bytes: subscribe([{ topic: '#', qos: 0 }]), mutation: 'SUBSCRIBE # before CONNECT' };
    case 12:
      return { bytes: Buffer.from([0x00, 0x00]), mutation: 'packet type 0' };
    default:
      return {
        bytes: Buffer.concat([connectPacket(), connectPacket()]),
        mutation: 'two CONNECTs without credentials',
      };
  }
}

/** Packets a signed-in Pi sends: each breaks the protocol or the Pi's ACL. */
function afterConnect(random: Random, self: string, victim: string): { bytes: Buffer; mutation: string } {
  const choice = random.int(13);
  const own = thingTopics(self).shadowReported;
  const prefix = thingTopics(self).all.slice(0, -1);
  switch (choice) {
    case 0:
      return {
        bytes: publish(INVALID_UTF8[random.int(INVALID_UTF8.length)]!, Buffer.from('{}')),
        mutation: 'topic of invalid UTF-8',
      };
    case 1:
      return {
        bytes: publish(thingTopics(victim).shadowReported, Buffer.from('{"state":{"reported":{}}}')),
        mutation: "another Pi's topic",
      };
    case 2:
      return {
        bytes: publish(`${prefix.replace(self, '+')}shadow/update`, Buffer.from('{}')),
        mutation: 'wildcard in a PUBLISH topic',
      };
    case 3:
      return { bytes: publish(own, Buffer.from('{}'), 3), mutation: 'PUBLISH QoS 3' };
    case 4:
      return { bytes: publish(own, Buffer.alloc(200 * 1024, 0x7b)), mutation: 'a 200 KiB publish' };
    case 5:
      return {
        bytes: publish(own, Buffer.from('{"state":' + '{"a":'.repeat(5000) + '1' + '}'.repeat(5001))),
        mutation: 'a shadow nested 5,000 levels',
      };
    case 6:
      return { bytes: subscribe([{ topic: '#', qos: 0 }]), mutation: 'SUBSCRIBE #' };
    case 7:
      return { bytes: subscribe([{ topic: `${prefix}x`, qos: 3 }]), mutation: 'SUBSCRIBE QoS 3' };
    case 8:
      return { bytes: subscribe([], 0x82), mutation: 'SUBSCRIBE with no filter' };
    case 9:
      return {
        bytes: subscribe([{ topic: `${prefix}x`, qos: 0 }], 0x80),
        mutation: 'SUBSCRIBE with wrong flags',
      };
    case 10:
      return { bytes: Buffer.from([0x62, 0x02, 0x12, 0x34]), mutation: 'PUBREL of an unknown id' };
    case 11:
      return { bytes: connectPacket({ clientId: self }), mutation: 'a second CONNECT' };
    default:
      return {
        bytes: Buffer.concat([publish(own, Buffer.from('{}')).subarray(0, 3), Buffer.from([0xf0, 0x00])]),
        mutation: 'PUBLISH cut short, then a reserved packet',
      };
  }
}

export function hostileMqttCorpus(options: HostileMqttCorpusOptions): HostileMqttPacket[] {
  const random = new Random(options.seed);
  const share = options.authenticatedShare ?? 0.15;
  return Array.from({ length: options.count }, () => {
    const authenticated = random.bernoulli(share);
    const made = authenticated
      ? afterConnect(random, options.clientId, options.victim)
      : beforeConnect(random);
    return { afterConnect: authenticated, ...made };
  });
}
