import { concatBytes, crc32, encodeEventStreamMessage, parseEventStream } from './event-stream.util';
import {
  LIVE_INTERACTION_EVENT_TYPE_HEADER,
  liveInteractionApiMessages,
  liveInteractionType,
} from './live-interaction.util';

const speak = [{ header: { namespace: 'SpeechSynthesizer', name: 'Speak' }, payload: { caption: 'Hi' } }];
const directive = encodeEventStreamMessage(
  { [LIVE_INTERACTION_EVENT_TYPE_HEADER]: 'LiveInteraction.directive', ':content-type': 'application/json' },
  JSON.stringify(speak),
);
const keepAlive = encodeEventStreamMessage({ [LIVE_INTERACTION_EVENT_TYPE_HEADER]: 'keep_alive' }, '');

/** A message with one header of each binary type, laid out by hand. */
function typedHeadersMessage(): Uint8Array {
  const headerBytes = [
    ...[1, 0x61, 0], // a: true
    ...[1, 0x62, 1], // b: false
    ...[1, 0x63, 2, 0xff], // c: byte -1
    ...[1, 0x64, 3, 0x01, 0x00], // d: short 256
    ...[1, 0x65, 4, 0x00, 0x01, 0x00, 0x00], // e: integer 65536
    ...[1, 0x66, 5, 0, 0, 0, 0, 0, 0, 0, 42], // f: long 42
    ...[1, 0x67, 8, 0, 0, 0x01, 0x9b, 0x76, 0xda, 0xa8, 0x00], // g: timestamp
    ...[1, 0x68, 6, 0, 2, 9, 8], // h: bytes [9, 8]
    ...[1, 0x69, 9, ...Array.from({ length: 16 }, (_, i) => i)], // i: uuid
  ];
  const total = 12 + headerBytes.length + 4;
  const message = new Uint8Array(total);
  const view = new DataView(message.buffer);
  view.setUint32(0, total);
  view.setUint32(4, headerBytes.length);
  view.setUint32(8, crc32(message.subarray(0, 8)));
  message.set(headerBytes, 12);
  view.setUint32(total - 4, crc32(message.subarray(0, total - 4)));
  return message;
}

describe('crc32', () => {
  it('matches the IEEE check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });
});

describe('parseEventStream', () => {
  it('decodes consecutive messages with their headers and body', () => {
    const parsed = parseEventStream(concatBytes(directive, keepAlive));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value.rest).toHaveLength(0);
    expect(parsed.value.messages).toHaveLength(2);
    expect(parsed.value.messages[0]!.headers).toEqual({
      ':event-type': 'LiveInteraction.directive',
      ':content-type': 'application/json',
    });
    expect(JSON.parse(new TextDecoder().decode(parsed.value.messages[0]!.body))).toEqual(speak);
  });

  it('keeps a message cut at a chunk boundary for the next chunk', () => {
    for (const cut of [1, 11, 12, 20, directive.length - 1]) {
      const first = parseEventStream(directive.subarray(0, cut));
      if (!first.ok) throw new Error(first.error);
      expect(first.value.messages).toHaveLength(0);
      const second = parseEventStream(concatBytes(first.value.rest, directive.subarray(cut)));
      expect(second.ok && second.value.messages).toHaveLength(1);
    }
  });

  it('reads every header type', () => {
    const parsed = parseEventStream(typedHeadersMessage());
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value.messages[0]!.headers).toEqual({
      a: true,
      b: false,
      c: -1,
      d: 256,
      e: 65536,
      f: 42,
      g: 1767225600000,
      h: new Uint8Array([9, 8]),
      i: '000102030405060708090a0b0c0d0e0f',
    });
  });

  it.each([
    ['a corrupt prelude', (m: Uint8Array) => (m[3]! ^= 1), 'Invalid event stream: prelude checksum mismatch'],
    [
      'a corrupt body',
      (m: Uint8Array) => (m[m.length - 6]! ^= 1),
      'Invalid event stream: message checksum mismatch',
    ],
  ])('refuses %s', (_, corrupt, error) => {
    const copy = directive.slice();
    corrupt(copy);
    expect(parseEventStream(copy)).toEqual({ ok: false, error });
  });

  function withPrelude(total: number, headers: number): Uint8Array {
    const message = new Uint8Array(16);
    const view = new DataView(message.buffer);
    view.setUint32(0, total);
    view.setUint32(4, headers);
    view.setUint32(8, crc32(message.subarray(0, 8)));
    return message;
  }

  it.each([
    [8, 0],
    [16, 4],
    [32 * 1024 * 1024, 0],
  ])('refuses a length of %i with headers of %i', (total, headers) => {
    expect(parseEventStream(withPrelude(total, headers))).toEqual({
      ok: false,
      error: `Invalid event stream: message length ${total}`,
    });
  });

  it.each([
    ['an unknown header type', [1, 0x61, 42], 'Invalid event stream: unknown header type 42'],
    ['a truncated name', [5, 0x61], 'Invalid event stream: truncated header'],
    ['a truncated string', [1, 0x61, 7, 0, 9, 0x41], 'Invalid event stream: truncated header'],
    ['a truncated string length', [1, 0x61, 7, 0], 'Invalid event stream: truncated header'],
    ['a truncated integer', [1, 0x61, 4, 0, 0], 'Invalid event stream: truncated header'],
    ['a truncated byte', [1, 0x61, 2], 'Invalid event stream: truncated header'],
    ['a truncated short', [1, 0x61, 3, 0], 'Invalid event stream: truncated header'],
    ['a truncated long', [1, 0x61, 5, 0], 'Invalid event stream: truncated header'],
    ['a truncated uuid', [1, 0x61, 9, 0], 'Invalid event stream: truncated header'],
  ])('refuses %s', (_, headerBytes, error) => {
    const total = 12 + headerBytes.length + 4;
    const message = new Uint8Array(total);
    const view = new DataView(message.buffer);
    view.setUint32(0, total);
    view.setUint32(4, headerBytes.length);
    view.setUint32(8, crc32(message.subarray(0, 8)));
    message.set(headerBytes, 12);
    view.setUint32(total - 4, crc32(message.subarray(0, total - 4)));
    expect(parseEventStream(message)).toEqual({ ok: false, error });
  });

  it('encodes a binary body and joins empty chunks without copying', () => {
    const bytes = encodeEventStreamMessage({}, new Uint8Array([1, 2, 3]));
    const parsed = parseEventStream(bytes);
    expect(parsed.ok && parsed.value.messages[0]!.body).toEqual(new Uint8Array([1, 2, 3]));
    expect(concatBytes(bytes, new Uint8Array())).toBe(bytes);
    expect(concatBytes(new Uint8Array(), bytes)).toBe(bytes);
  });

  it('refuses a header too long to encode', () => {
    expect(() => encodeEventStreamMessage({ ['x'.repeat(256)]: 'v' }, '')).toThrow('is too long');
  });
});

describe('live interaction messages (doc 2 §7)', () => {
  const parse = (bytes: Uint8Array) => {
    const parsed = parseEventStream(bytes);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value.messages[0]!;
  };

  it('types messages by the last part of the event-type header', () => {
    expect(liveInteractionType(parse(directive))).toBe('directive');
    expect(liveInteractionType(parse(encodeEventStreamMessage({ ':event-type': 'a/b:Event' }, '')))).toBe(
      'event',
    );
    expect(liveInteractionType(parse(encodeEventStreamMessage({}, '')))).toBeNull();
    expect(liveInteractionType(parse(encodeEventStreamMessage({ ':event-type': 'x.' }, '')))).toBeNull();
  });

  it('turns a directive list into API messages', () => {
    expect(liveInteractionApiMessages(parse(directive))).toEqual({
      ok: true,
      value: [{ type: 'directive', namespace: 'SpeechSynthesizer', name: 'Speak', data: { caption: 'Hi' } }],
    });
    const event = encodeEventStreamMessage(
      { ':event-type': 'event' },
      JSON.stringify([{ header: { namespace: 'SpeechRecognizer', name: 'Recognize' } }]),
    );
    expect(liveInteractionApiMessages(parse(event))).toEqual({
      ok: true,
      value: [{ type: 'event', namespace: 'SpeechRecognizer', name: 'Recognize', data: null }],
    });
  });

  it('ignores keep_alive', () => {
    expect(liveInteractionApiMessages(parse(keepAlive))).toEqual({ ok: true, value: [] });
  });

  it.each([
    ['not json', 'Live interaction event body is not valid JSON'],
    ['{"header":{}}', 'Live interaction event body is not a list of events'],
  ])('refuses the body %p', (body, error) => {
    expect(
      liveInteractionApiMessages(parse(encodeEventStreamMessage({ ':event-type': 'event' }, body))),
    ).toEqual({
      ok: false,
      error,
    });
  });
});
