import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { LAB_API_PATHS, type Lab, type Pi } from '@oak/shared';
import { makeTone } from '../cloud/src/testing/agent-process';
import { eventually } from '../cloud/src/testing/eventually.util';
import { e2eUrl } from './support/browser';
import { E2E_ADMIN, e2eInstance } from './support/e2e-instance';
import { signInViaApi } from './support/session';

const GOOD = { dsn: 'G0VIRTUALGOOD001', type: 'ECHO_DOT' };

interface ActivityItem {
  readonly UtteranceId: string;
  readonly HeardText?: string;
  readonly ResponseText?: string;
  readonly ActivityItemData: { readonly intentType?: string };
}

/**
 * What a virtual Pi plays reaches the virtual devices of its room: a talk sent
 * through the cloud shows up in the device cloud's activity of the DUT.
 */
describe('the virtual lab of npm start: Pis, room and devices', () => {
  let token: string;
  let lab: Lab;
  let near: Pi;

  const api = async <T>(pathname: string, init: RequestInit = {}): Promise<{ status: number; body: T }> => {
    const response = await fetch(e2eUrl(pathname), {
      ...init,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const deviceCloud = async <T>(
    pathname: string,
    init: RequestInit = {},
  ): Promise<{ status: number; body: T }> => {
    const response = await fetch(new URL(pathname, e2eInstance().deviceCloudUrl), init);
    return { status: response.status, body: (await response.json().catch(() => undefined)) as T };
  };
  const activityOf = async (dsn: string, type: string) => {
    const now = Math.ceil(Date.now() / 1000);
    const { body } = await deviceCloud<{ ActivityItems: ActivityItem[] }>(
      `/activityitems?deviceserial=${dsn}&devicetype=${type}&starttime=${now - 3600}&endtime=${now + 60}&limit=50`,
    );
    return body.ActivityItems;
  };
  /** A spoken command as a virtual Pi's resource: the audio and, beside it, its transcript. */
  const placeUtterance = async (thingName: string, fileName: string, transcript: string) => {
    const cache = path.join(e2eInstance().home, 'virtual-lab', thingName, 'cache');
    await makeTone(cache, fileName, 1.5, 'pinknoise');
    writeFileSync(path.join(cache, `${fileName}.txt`), transcript);
  };

  beforeAll(async () => {
    token = (await signInViaApi(E2E_ADMIN.email, E2E_ADMIN.password)).idToken.jwtToken;
    lab = (await api<Lab[]>(LAB_API_PATHS.labs)).body.find((l) => l.name === 'Virtual Lab')!;
    const pis = await eventually(
      async () => (await api<Pi[]>(LAB_API_PATHS.labThings(lab.id))).body,
      (list) => list.length === 5 && list.every((pi) => pi.connected),
      30_000,
    );
    near = pis.find((pi) => pi.thingName === 'virtual-lab-near-90')!;
  }, 60_000);

  it('lists its devices under their customer id', async () => {
    const customers = await deviceCloud<Record<string, string>[]>('/customers');
    expect(customers.body).toContainEqual({ A1VIRTUALLAB01: 'virtual.lab@oak.example' });
    const q = encodeURIComponent(JSON.stringify({ customerId: 'A1VIRTUALLAB01', forceRefresh: true }));
    const devices = await deviceCloud<{ dsn: string }[]>(`/devices?q=${q}`);
    expect(devices.body.map((device) => device.dsn).sort()).toEqual([
      'G0VIRTUALAUTO001',
      'G0VIRTUALGOOD001',
      'G0VIRTUALPOOR001',
    ]);
  });

  it('carries what a Pi plays to the devices, which answer; an offline device stops answering', async () => {
    await placeUtterance('virtual-lab-near-90', 'time-query.wav', 'Alexa, what time is it');
    const before = (await activityOf(GOOD.dsn, GOOD.type)).length;
    const talk = await api(`${LAB_API_PATHS.labThings(lab.id)}/${near.id}/talk?actionTimeout=10000`, {
      method: 'POST',
      body: JSON.stringify({ waveFileName: 'time-query.wav' }),
    });
    expect(talk.status).toBe(200);
    const items = await eventually(
      () => activityOf(GOOD.dsn, GOOD.type),
      (list) => list.length > before,
    );
    expect(items[0]).toMatchObject({ HeardText: expect.stringMatching(/what time is it/i) });
    expect(items[0]!.ResponseText).toBeTruthy();

    const offline = await deviceCloud(`/devices/${GOOD.dsn}/online`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ value: false }),
    });
    expect(offline.status).toBe(200);
    expect((await deviceCloud(`/ping?deviceserial=${GOOD.dsn}&devicetype=${GOOD.type}`)).status).toBe(503);
    const count = (await activityOf(GOOD.dsn, GOOD.type)).length;
    await api(`${LAB_API_PATHS.labThings(lab.id)}/${near.id}/talk?actionTimeout=10000`, {
      method: 'POST',
      body: JSON.stringify({ waveFileName: 'time-query.wav' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await activityOf(GOOD.dsn, GOOD.type)).toHaveLength(count);
    await deviceCloud(`/devices/${GOOD.dsn}/online`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ value: true }),
    });
  });
});
