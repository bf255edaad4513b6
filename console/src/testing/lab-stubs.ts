import {
  type AgentStateResult,
  type CalibrationMeasurement,
  LAB_API_PATHS,
  LAB_LOCK,
  type Lab,
  type Pi,
} from '@oak/shared';
import { type MockAnswer, type MockRoutes } from './mock-api';

const CREATED_AT = '2024-05-01T09:00:00.000Z';

export function labStub(overrides: Partial<Lab> & Pick<Lab, 'id' | 'name'>): Lab {
  return {
    companyId: 'acme',
    address: null,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    lock: LAB_LOCK.available,
    preference: null,
    region: null,
    thingGroupArn: null,
    thingGroupId: null,
    thingGroupName: null,
    ...overrides,
  };
}

export function piStub(labId: string, name: string, overrides: Partial<Pi> = {}): Pi {
  return { id: `${name}-id`, name, thingName: name, connected: true, labId, ...overrides };
}

/** What a Pi's agent answers to a ping. */
export function agentStateStub(thingStatus = 'ONLINE'): AgentStateResult {
  return {
    thingStatus,
    agentVersion: '1.4.0',
    audioBackend: 'virtual',
    plugins: [],
    playing: null,
    recording: false,
    calibrating: null,
    lastCalibration: null,
    startedAt: CREATED_AT,
    updatedAt: CREATED_AT,
  };
}

export function calibrationMeasurementStub(
  overrides: Partial<CalibrationMeasurement> = {},
): CalibrationMeasurement {
  return { option: 'pink_noise', rmsDbfs: -23.44, durationMs: 5000, ...overrides };
}

/** The cloud's error body for a failed Pi call. */
export function piCallFailure(statusCode: number, message: string): MockAnswer {
  return { status: statusCode, body: { statusCode, message } };
}

/** The route of an action on a Pi: 'GET' for state, 'POST' otherwise. */
export function piRoute(lab: Lab, pi: Pi, action: 'state' | 'stop' | 'update' | 'calibrate' | 'healthcheck') {
  return `${action === 'state' ? 'GET' : 'POST'} ${LAB_API_PATHS.thingAction(lab.id, pi.id, action)}`;
}

/** The labs with their Pis, every Pi answering its ping online unless a route says otherwise. */
export function labRoutes(
  labs: readonly { lab: Lab; pis: readonly Pi[] }[],
  routes: MockRoutes = {},
): MockRoutes {
  const table: MockRoutes = { [`GET ${LAB_API_PATHS.labs}`]: { body: labs.map(({ lab }) => lab) } };
  for (const { lab, pis } of labs) {
    table[`GET ${LAB_API_PATHS.labThings(lab.id)}`] = { body: pis };
    for (const pi of pis) table[piRoute(lab, pi, 'state')] = { body: agentStateStub() };
  }
  return { ...table, ...routes };
}

/** A call the test answers when it chooses. */
export function deferredAnswer() {
  let answer: (value: MockAnswer) => void = () => undefined;
  const promise = new Promise<MockAnswer>((resolve) => {
    answer = resolve;
  });
  return { route: () => promise, answer };
}
