import { isPermanentHttpStatus, parseContentRange } from './download-http.util';

describe('isPermanentHttpStatus', () => {
  it.each([
    [400, true],
    [401, true],
    [404, true],
    [416, true],
    [408, false],
    [429, false],
    [500, false],
    [503, false],
  ])('%i: %s', (status, permanent) => expect(isPermanentHttpStatus(status)).toBe(permanent));
});

describe('parseContentRange', () => {
  it('reads the forms servers send', () => {
    expect(parseContentRange('bytes 100-199/200')).toEqual({ start: 100, end: 199, total: 200 });
    expect(parseContentRange('bytes 0-9/*')).toEqual({ start: 0, end: 9 });
    expect(parseContentRange('bytes */200')).toEqual({ total: 200 });
    expect(parseContentRange('items 1-2/3')).toBeUndefined();
    expect(parseContentRange(null)).toBeUndefined();
  });
});
