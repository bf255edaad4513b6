import { HttpException } from '@nestjs/common';
import { BODY_MESSAGES, translateParserError } from './body-parsers';

function translated(type: string): { status: number; message: string } {
  const result = translateParserError(Object.assign(new Error('raw parser message'), { type }));
  if (!(result instanceof HttpException)) throw new Error(`not translated: ${type}`);
  return { status: result.getStatus(), message: result.message };
}

describe('translateParserError', () => {
  it.each([
    ['entity.parse.failed', 400, BODY_MESSAGES.invalidJson],
    ['entity.too.large', 413, BODY_MESSAGES.tooLarge],
    ['encoding.unsupported', 415, BODY_MESSAGES.unsupportedEncoding],
    ['charset.unsupported', 415, BODY_MESSAGES.unsupportedEncoding],
    ['request.aborted', 400, BODY_MESSAGES.malformed],
    ['request.size.invalid', 400, BODY_MESSAGES.malformed],
  ])('turns %s into %i', (type, status, message) => {
    expect(translated(type)).toEqual({ status, message });
  });

  it('turns a corrupt compressed body (a zlib error) into 400', () => {
    const zlib = Object.assign(new Error('incorrect header check'), { code: 'Z_DATA_ERROR', status: 400 });
    const result = translateParserError(zlib);
    expect(result).toBeInstanceOf(HttpException);
    expect((result as HttpException).getStatus()).toBe(400);
    expect((result as HttpException).message).toBe(BODY_MESSAGES.badCompression);
  });

  it('keeps the status of another client error the parser raised, with its own text', () => {
    const result = translateParserError(Object.assign(new Error('raw'), { status: 411 }));
    expect((result as HttpException).getStatus()).toBe(411);
    expect((result as HttpException).message).toBe(BODY_MESSAGES.malformed);
  });

  it('passes every other error through untouched', () => {
    const error = new Error('database down');
    expect(translateParserError(error)).toBe(error);
  });
});
