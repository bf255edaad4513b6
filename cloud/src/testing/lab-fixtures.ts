import { type AgentShadowReported, type ResourceSyncShadow } from '@oak/shared';
import mqtt, { type MqttClient } from 'mqtt';
import { LabsService } from '../modules/labs/labs.service';
import { MqttBrokerService } from '../modules/mqtt/mqtt-broker.service';
import { TEST_ADMIN, type TestApp } from './test-app';

/**
 * A lab of the test admin's company (or `company`) with Pis of the given
 * thing names, each at its position in `locations` if it has one there.
 */
export async function createLab(
  testApp: TestApp,
  name: string,
  thingNames: readonly string[],
  company: string = TEST_ADMIN.company,
  locations: Readonly<Record<string, string>> = {},
): Promise<{ labId: string; thingIds: Record<string, string> }> {
  const labs = testApp.app.get(LabsService);
  const lab = await labs.createLab(company, name);
  const thingIds: Record<string, string> = {};
  for (const thingName of thingNames) {
    const location = locations[thingName];
    thingIds[thingName] = (await labs.addThing(company, name, thingName, location ? { location } : {})).id;
  }
  return { labId: lab.id, thingIds };
}

export interface Registration {
  readonly thingName: string;
  readonly username: string;
  readonly password: string;
  readonly brokerUrl: string;
  readonly cloudUrl: string;
}

/** Goes through the setup command and registration as a Pi's installer does; answers the credentials. */
export async function registerThing(testApp: TestApp, token: string, thingId: string): Promise<Registration> {
  const setup = await testApp
    .http()
    .get(`/api/things/${thingId}/setup/raspbian`)
    .set('Authorization', `Bearer ${token}`)
    .expect(200);
  const oneTimeToken = /token=([A-Za-z0-9_-]+)/.exec(setup.body.cmdLine as string)![1]!;
  const registered = await testApp
    .http()
    .post('/api/agent/register')
    .send({ token: oneTimeToken })
    .expect(200);
  return registered.body as Registration;
}

/** The embedded broker's TCP URL. */
export async function brokerUrl(testApp: TestApp): Promise<string> {
  return `mqtt://127.0.0.1:${await testApp.app.get(MqttBrokerService).port()}`;
}

/** An MQTT connection as a Pi would open it, for specs of the broker's rules. Rejects if refused or closed. */
export async function connectAs(
  url: string,
  options: { clientId: string; username?: string; password?: string; will?: boolean },
): Promise<MqttClient> {
  const client = mqtt.connect(url, {
    clientId: options.clientId,
    username: options.username,
    password: options.password,
    reconnectPeriod: 0,
    connectTimeout: 5000,
    will: options.will
      ? {
          topic: `oak/things/${options.clientId}/status`,
          payload: Buffer.from('offline'),
          qos: 1,
          retain: true,
        }
      : undefined,
  });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('error', (error) => {
      client.end(true);
      reject(error);
    });
    // A broker that closes the connection at the door sends no CONNACK, hence no error either.
    client.once('close', () => reject(new Error('Connection closed before CONNACK')));
  });
  return client;
}

export { eventually } from './eventually.util';

/** The JSON a Pi's agent publishes on shadow/reported: an idle agent, with `resourceSync` as its sync report. */
export function reportedShadowJson(resourceSync: ResourceSyncShadow): string {
  const now = new Date().toISOString();
  const shadow: AgentShadowReported = {
    agentVersion: '0.1.0',
    audioBackend: 'virtual',
    plugins: [],
    playing: null,
    recording: false,
    calibrating: null,
    lastCalibration: null,
    startedAt: now,
    updatedAt: now,
    resource_sync: resourceSync,
  };
  return JSON.stringify(shadow);
}
