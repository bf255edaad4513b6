import { joinUrl } from './api-url.util';

describe('joinUrl', () => {
  it.each([
    ['http://h', '/a', 'http://h/a'],
    ['http://h/', 'a', 'http://h/a'],
    ['http://h//', '//a', 'http://h/a'],
    ['http://h', '', 'http://h'],
  ])('%s + %s', (base, path, expected) => {
    expect(joinUrl(base, path)).toBe(expected);
  });
});
