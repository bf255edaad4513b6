import { SUPPORT_DOCUMENTATION_URL } from '../auth/auth-links.constant';
import { isDocumentationUrl } from './documentation-url.rule';

describe('isDocumentationUrl', () => {
  it.each([
    SUPPORT_DOCUMENTATION_URL,
    '/docs/index.html',
    'https://docs.example.com/oak',
    'http://wiki.lab.local/oak',
  ])('takes %s', (value) => expect(isDocumentationUrl(value)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    '//evil.example/docs',
    '/\\evil.example',
    '/docs page',
    'ftp://docs.example.com',
    'docs.example.com',
    '',
  ])('refuses %j', (value) => expect(isDocumentationUrl(value)).toBe(false));
});
