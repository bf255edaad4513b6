import { useTestApp } from '../testing/test-app';

describe('error responses', () => {
  const app = useTestApp();

  it('answers a malformed JSON body with 400 and a clear message, never a 500', async () => {
    const response = await app()
      .http()
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send('{"broken": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'Request body is not valid JSON' });
  });

  it('answers an oversize body with 413', async () => {
    const response = await app()
      .http()
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ blob: 'x'.repeat(2 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ statusCode: 413, message: 'Request body is too large' });
  });

  it('answers a method a route does not have with a JSON 404', async () => {
    const response = await app().http().delete('/api/health').expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Cannot DELETE /api/health' });
  });

  it('keeps serving after bad requests', async () => {
    await app().http().get('/api/health').expect(200);
  });
});
