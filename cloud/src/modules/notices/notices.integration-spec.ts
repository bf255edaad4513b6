import { RELEASE_NOTES_MAX_RECORDS } from '@oak/shared';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';
import { NoticesService } from './notices.service';

const HOUR = 3_600_000;

describe('release notes and banners', () => {
  const app = useTestApp();
  let token: string;

  beforeAll(async () => {
    token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const notices = app().app.get(NoticesService);
    const now = Date.now();
    await notices.postReleaseNote('1.0.0', undefined, new Date(now - 10 * 24 * HOUR));
    await notices.postReleaseNote('1.1.0', 3 * 24 * HOUR, new Date(now - 2 * HOUR));
    for (let i = 0; i < 30; i += 1)
      await notices.postReleaseNote(`0.${i}.0`, undefined, new Date(now - (100 + i) * 24 * HOUR));
    await notices.postBanner(100, 'Lab maintenance on Friday', new Date(now - HOUR), new Date(now + HOUR));
    await notices.postBanner(200, 'Upgrade finished', new Date(now + HOUR), new Date(now + 2 * HOUR));
    await notices.postBanner(500, 'An old outage', new Date(now - 3 * HOUR), new Date(now - 2 * HOUR));
  });

  const get = (path: string) => app().http().get(path).set('Authorization', `Bearer ${token}`);

  it('answers the latest release note by default', async () => {
    const response = await get('/api/releasenotes').expect(200);
    expect(response.body).toEqual([
      {
        timestamp: expect.any(Number),
        releasenotes: { version: '1.1.0', notificationDuration: 3 * 24 * HOUR },
      },
    ]);
  });

  it('answers up to 25 records, newest first, the default window left out', async () => {
    const response = await get(`/api/releasenotes?limit=${RELEASE_NOTES_MAX_RECORDS}`).expect(200);
    expect(response.body).toHaveLength(RELEASE_NOTES_MAX_RECORDS);
    expect(response.body[1]).toEqual({ timestamp: expect.any(Number), releasenotes: { version: '1.0.0' } });
    const timestamps = (response.body as { timestamp: number }[]).map((note) => note.timestamp);
    expect([...timestamps].sort((a, b) => b - a)).toEqual(timestamps);
  });

  it.each(['0', '26', 'many', '1.5'])('refuses limit=%s with a 400', async (limit) => {
    const response = await get(`/api/releasenotes?limit=${limit}`).expect(400);
    expect(response.body.message).toMatch(/^Query is invalid: limit: /);
  });

  it('answers current and upcoming banners, not ended ones', async () => {
    const response = await get('/api/bannermessages').expect(200);
    expect(response.body.map((banner: { message: string }) => banner.message)).toEqual([
      'Lab maintenance on Friday',
      'Upgrade finished',
    ]);
    expect(response.body[0]).toEqual({
      code: 100,
      message: 'Lab maintenance on Friday',
      startDate: expect.stringMatching(/Z$/),
      endDate: expect.stringMatching(/Z$/),
    });
  });

  it('refuses malformed notices', async () => {
    const notices = app().app.get(NoticesService);
    await expect(notices.postBanner(100, 'x', new Date(), new Date(Date.now() - 1))).rejects.toThrow(
      'cannot end before it starts',
    );
    await expect(notices.postBanner(1.5, 'x', new Date(), new Date())).rejects.toThrow('whole number');
    await expect(notices.postBanner(100, ' ', new Date(), new Date())).rejects.toThrow('needs a message');
    await expect(notices.postBanner(100, 'x', new Date('nope'), new Date())).rejects.toThrow('ISO 8601');
    await expect(notices.postReleaseNote(' ')).rejects.toThrow('needs a version');
    await expect(notices.postReleaseNote('2.0.0', -5)).rejects.toThrow('whole number of milliseconds');
  });
});
