import { REDACTED, redactUrl } from './redact-url.util';

describe('redactUrl', () => {
  const sut = redactUrl;

  it.each([
    ['/api/agent/install?token=abc123', `/api/agent/install?token=${REDACTED}`],
    ['/auth/callback?code=s3cr3t&state=xyz', `/auth/callback?code=${REDACTED}&state=xyz`],
    [
      '/x?access_token=a&id_token=b&refresh_token=c',
      `/x?access_token=${REDACTED}&id_token=${REDACTED}&refresh_token=${REDACTED}`,
    ],
    ['/x?password=p&newPassword=q&pwd=r', `/x?password=${REDACTED}&newPassword=${REDACTED}&pwd=${REDACTED}`],
    [
      '/x?apiKey=k&client_secret=s&X-Amz-Signature=sig',
      `/x?apiKey=${REDACTED}&client_secret=${REDACTED}&X-Amz-Signature=${REDACTED}`,
    ],
    [
      '/x?session=s&Authorization=a&credentials=c',
      `/x?session=${REDACTED}&Authorization=${REDACTED}&credentials=${REDACTED}`,
    ],
    ['/x?%74oken=encoded-name', `/x?%74oken=${REDACTED}`],
    ['/x?token', `/x?token=${REDACTED}`],
    ['/x?token=a&token=b', `/x?token=${REDACTED}&token=${REDACTED}`],
  ])('hides the secret values of %s', (url, expected) => {
    expect(sut(url)).toBe(expected);
  });

  it.each([
    '/api/jobs?q=%7B%22state%22%3A%22running%22%7D&limit=50',
    '/api/labs/42/things/pi-1/talk',
    '/api/customscenarios?skip=0',
    '/x?%E0%A4%A=bad-encoding',
    '/x?',
  ])('keeps %s as it is', (url) => {
    expect(sut(url)).toBe(url);
  });
});
