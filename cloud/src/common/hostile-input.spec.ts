import { BadRequestException } from '@nestjs/common';
import { MAX_JSON_DEPTH, REQUEST_INPUT_MESSAGES } from '@oak/shared';
import { findHostileInput, RejectHostileInputPipe } from './hostile-input';

function nested(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

describe('findHostileInput', () => {
  it('passes ordinary values', () => {
    expect(
      findHostileInput({ name: 'Kitchen', tags: ['a', 'b'], n: 3, ok: true, none: null }),
    ).toBeUndefined();
    expect(findHostileInput('plain')).toBeUndefined();
    expect(findHostileInput(undefined)).toBeUndefined();
  });

  it('finds a NUL in a string, a nested string and a key', () => {
    expect(findHostileInput('a\u0000b')).toBe('nul');
    expect(findHostileInput({ list: [{ name: 'x\u0000' }] })).toBe('nul');
    expect(findHostileInput({ ['k\u0000']: 1 })).toBe('nul');
  });

  it('allows exactly the maximum depth and refuses one more', () => {
    expect(findHostileInput(nested(MAX_JSON_DEPTH))).toBeUndefined();
    expect(findHostileInput(nested(MAX_JSON_DEPTH + 1))).toBe('tooDeep');
  });

  it('does not walk buffers or class instances', () => {
    expect(findHostileInput({ buffer: Buffer.from('a\u0000b'), when: new Date(0) })).toBeUndefined();
  });
});

describe('RejectHostileInputPipe', () => {
  const pipe = new RejectHostileInputPipe();

  it('answers the value it was given when it is clean', () => {
    const value = { name: 'ok' };
    expect(pipe.transform(value)).toBe(value);
  });

  it('refuses an uploaded file whose name holds a NUL, with the shared message', () => {
    const file = { fieldname: 'file', originalname: 'scenario\u0000.zip', buffer: Buffer.alloc(4) };
    expect(() => pipe.transform(file)).toThrow(new BadRequestException(REQUEST_INPUT_MESSAGES.nulCharacter));
  });

  it('refuses a body nested too deeply', () => {
    expect(() => pipe.transform(nested(MAX_JSON_DEPTH + 5))).toThrow(
      new BadRequestException(REQUEST_INPUT_MESSAGES.tooDeep),
    );
  });
});
