import { parseQueryString, toQueryString, withQuery } from './query-string.util';

describe('toQueryString', () => {
  it('encodes names and values, spaces as %20, leaving out undefined', () => {
    expect(toQueryString({ scope: 'email openid profile', a: 1, b: true, c: null, d: undefined })).toBe(
      '?scope=email%20openid%20profile&a=1&b=true&c=',
    );
  });

  it('is empty when nothing is left', () => {
    expect(toQueryString({})).toBe('');
    expect(toQueryString({ a: undefined })).toBe('');
  });
});

describe('parseQueryString', () => {
  it.each([
    ['?sessionExpired=true', { sessionExpired: 'true' }],
    ['sessionExpired=true&x=a+b', { sessionExpired: 'true', x: 'a b' }],
    ['?flag&y=%41', { flag: '', y: 'A' }],
    ['?a=1&a=2', { a: '2' }],
    ['?bad=%E0%A4%A', { bad: '%E0%A4%A' }],
    ['', {}],
    ['?&&', {}],
  ])('reads %j', (search, expected) => {
    expect(parseQueryString(search)).toEqual(expected);
  });

  it('round-trips toQueryString', () => {
    const params = { text: '<speak>R&B = 100%</speak>', n: '7' };
    expect(parseQueryString(toQueryString(params))).toEqual(params);
  });
});

describe('withQuery', () => {
  it.each([
    ['/labs', { s: 'true' }, '/labs?s=true'],
    ['/labs?a=1#top', { s: 'true' }, '/labs?a=1&s=true#top'],
    ['https://h/p?s=false&a=1', { s: 'true' }, 'https://h/p?a=1&s=true'],
    ['/p?s=true&a=1', { s: undefined }, '/p?a=1'],
    ['/p?s=true', { s: undefined }, '/p'],
  ])('%s + %j = %s', (url, params, expected) => {
    expect(withQuery(url, params)).toBe(expected);
  });
});
