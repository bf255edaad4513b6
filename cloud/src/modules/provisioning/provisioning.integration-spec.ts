import {
  DEVICE_API_PATHS,
  LAB_API_PATHS,
  LAB_SETUP_MESSAGES,
  LAB_PROVISIONING_PATH,
  REQUEST_INPUT_MESSAGES,
  labProvisioningResponseSchema,
  piSchema,
} from '@oak/shared';
import { z } from 'zod';
import { TEST_ADMIN, useTestApp } from '../../testing/test-app';

const TOKEN = 'provisioning-token-for-the-tests-0123456789';

describe('PUT /api/provisioning/labs', () => {
  const app = useTestApp({ PROVISIONING_TOKEN: TOKEN });
  const provision = (body: unknown, token: string | null = TOKEN) => {
    const request = app().http().put(LAB_PROVISIONING_PATH);
    if (token !== null) void request.set('Authorization', `Bearer ${token}`);
    return request.send(body as object);
  };
  const virtualLab = {
    company: TEST_ADMIN.company,
    name: 'Virtual Lab',
    pis: [
      { thingName: 'virtual-pi-1', name: 'Noise', location: '1.8m-135deg' },
      { thingName: 'virtual-pi-2', location: '2.7m-30deg' },
    ],
  };

  it('needs the provisioning token', async () => {
    for (const token of [null, 'wrong', `${TOKEN}x`]) {
      const response = await provision(virtualLab, token).expect(401);
      expect(response.body.message).toBe(LAB_SETUP_MESSAGES.provisioningUnauthorized);
    }
  });

  it('checks the token before it reads the body', async () => {
    const raw = (token: string | null, body: string) => {
      const request = app().http().put(LAB_PROVISIONING_PATH).set('Content-Type', 'application/json');
      if (token !== null) void request.set('Authorization', `Bearer ${token}`);
      return request.send(body);
    };
    // Malformed JSON: without the token a 401, as the parser never ran; with it, the parser's 400.
    for (const token of [null, 'wrong']) {
      const refused = await raw(token, '{"company":').expect(401);
      expect(refused.body.message).toBe(LAB_SETUP_MESSAGES.provisioningUnauthorized);
    }
    const parsed = await raw(TOKEN, '{"company":').expect(400);
    expect(parsed.body.message).toBe(REQUEST_INPUT_MESSAGES.invalidJson);
    // Over the body limit: without the token still the 401, not the 413 that reading it gives.
    const big = JSON.stringify({ company: 'x'.repeat(2 * 1024 * 1024) });
    expect((await raw(null, big).expect(401)).body.message).toBe(LAB_SETUP_MESSAGES.provisioningUnauthorized);
    await raw(TOKEN, big).expect(413);
  });

  it('creates the lab and its Pis once, updates them after, and hands out registration tokens', async () => {
    const first = labProvisioningResponseSchema.parse((await provision(virtualLab).expect(200)).body);
    expect(first.pis.map((pi) => pi.thingName)).toEqual(['virtual-pi-1', 'virtual-pi-2']);
    const again = labProvisioningResponseSchema.parse(
      (
        await provision({
          ...virtualLab,
          pis: [{ thingName: 'virtual-pi-2', location: '0.9m-90deg' }],
        }).expect(200)
      ).body,
    );
    expect(again.labId).toBe(first.labId);
    expect(again.pis[0]!.thingId).toBe(first.pis[1]!.thingId);
    expect(again.pis[0]!.registrationToken).not.toBe(first.pis[1]!.registrationToken);

    const token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const labs = await app()
      .http()
      .get(LAB_API_PATHS.labs)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    const lab = (labs.body as { id: string; name: string; preference: unknown }[]).find(
      (l) => l.name === 'Virtual Lab',
    )!;
    expect(lab.preference).toEqual({
      actor_mapping_preference: {
        [first.pis[0]!.thingId]: { name: 'Noise', location: '1.8m-135deg' },
        [first.pis[1]!.thingId]: { name: 'virtual-pi-2', location: '0.9m-90deg' },
      },
    });
    const things = await app()
      .http()
      .get(LAB_API_PATHS.labThings(lab.id))
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(z.array(piSchema).parse(things.body)).toHaveLength(2);

    const registered = await app()
      .http()
      .post('/api/agent/register')
      .send({ token: again.pis[0]!.registrationToken })
      .expect(200);
    expect(registered.body).toMatchObject({ thingName: 'virtual-pi-2', distro: 'debian' });
  });

  it('refuses a Pi of another lab, an unknown company and malformed bodies', async () => {
    await provision({
      company: TEST_ADMIN.company,
      name: 'Other Lab',
      pis: [{ thingName: 'virtual-pi-1' }],
    }).expect(409);
    const unknown = await provision({ ...virtualLab, company: 'Nobody Inc' }).expect(400);
    expect(unknown.body.message).toBe('There is no company named Nobody Inc');
    const bad = await provision({ ...virtualLab, pis: [{ thingName: 'a/b' }] }).expect(400);
    expect(bad.body.message).toMatch(/^Request body is invalid: pis/);
    await provision({ ...virtualLab, pis: [{ thingName: 'oak-cloud' }] }).expect(400);
    await provision({ ...virtualLab, pis: [{ thingName: 'ok-pi', location: 'the roof' }] }).expect(400);
    const badCustomer = await provision({
      ...virtualLab,
      customers: [{ customerId: 'A1 SPACE', email: 'lab@oak.test' }],
    }).expect(400);
    expect(badCustomer.body.message).toMatch(/^Request body is invalid: customers\.0\.customerId/);
    await provision({ ...virtualLab, customers: [{ customerId: 'A1OK', email: 'not-mail' }] }).expect(400);
  });

  it("makes the devices' customer ids the company's; one of another company refuses the whole request", async () => {
    const customers = [{ customerId: 'A1VIRTUALSPEC', email: 'Virtual.Spec@oak.test' }];
    await provision({ ...virtualLab, customers }).expect(200);
    await provision({ ...virtualLab, customers }).expect(200);
    const token = await app().signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const list = await app()
      .http()
      .get(DEVICE_API_PATHS.customerIds)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(list.body).toContainEqual({ A1VIRTUALSPEC: 'virtual.spec@oak.test' });

    await app().companyWithUser('Globex', 'qa@globex.test');
    const refused = await provision({
      company: 'Globex',
      name: 'Globex Lab',
      pis: [{ thingName: 'globex-pi-1' }],
      customers,
    }).expect(409);
    expect(refused.body.message).toBe('Customer id A1VIRTUALSPEC belongs to another company');
    const globex = await app().signIn('qa@globex.test', TEST_ADMIN.password);
    const globexLabs = await app()
      .http()
      .get(LAB_API_PATHS.labs)
      .set('Authorization', `Bearer ${globex}`)
      .expect(200);
    expect(globexLabs.body).toEqual([]);
  });
});
