import { err, ok } from '../common/result';
import {
  AGENT_ACTIONS,
  AGENT_ACTION_OF_CONTROLLER_ACTION,
  PI_LAB_CONTROLLER_ACTIONS,
  isAgentAction,
} from './agent-actions.constant';
import { agentRequestSchema, agentResponseSchema } from './agent-wire.schema';
import { PI_HIFI_CONTROL_NAME, PI_DEFAULT_CONTROL_NAME } from './pi-calls.constant';
import {
  AUTOMOTIVE_UPDATE_REQUEST,
  talkActionQuerySchema,
  talkRequestSchema,
  thingActionQuerySchema,
  updateV2RequestSchema,
} from './pi-calls.schema';
import { INITIAL_PI_CLIENT_STATUS, piClientStatusSchema } from './pi-status.schema';
import {
  buildTalkRequest,
  isThingStatusOnline,
  piCallErrorMessage,
  piStatusFromPing,
  requirePiId,
  talkControlName,
} from './pi-status.rule';

describe('the ping rule (doc 2 §4, doc 1 §7)', () => {
  it.each([
    [ok({ thingStatus: 'ONLINE' }), 'online'],
    [ok({ thingStatus: 'online' }), 'online'],
    [ok({ thingStatus: 'THING_ONLINE_IDLE', agentVersion: '1.0.0' }), 'online'],
    [ok({ thingStatus: 'OFFLINE' }), 'offline'],
    [ok({ thingStatus: '' }), 'offline'],
    [ok({}), 'offline'],
    [ok(null), 'offline'],
    [err('timed out'), 'error'],
  ])('%j gives %s', (result, status) => {
    expect(piStatusFromPing(result)).toBe(status);
  });

  it.each([
    ['ONLINE', true],
    ['Online', true],
    ['OFFLINE', false],
    [undefined, false],
    [null, false],
  ])('thingStatus %j is online: %s', (thingStatus, expected) => {
    expect(isThingStatusOnline(thingStatus)).toBe(expected);
  });
});

describe('Pi call errors (doc 2 §8)', () => {
  it.each([undefined, null, '', '  '])('a missing Pi id %j fails with no Pi', (piId) => {
    expect(requirePiId(piId)).toEqual({ ok: false, error: 'no Pi' });
  });

  it('passes a Pi id on', () => {
    expect(requirePiId(' t1 ')).toEqual({ ok: true, value: 't1' });
  });

  it.each([
    [new Error('Request timed out'), 'Request timed out'],
    ['socket hang up', 'socket hang up'],
    [{ message: 'Pi not reachable' }, 'Pi not reachable'],
    [new Error(''), 'Unknown error'],
    [42, 'Unknown error'],
    [null, 'Unknown error'],
  ])('reports %j as %j', (error, message) => {
    expect(piCallErrorMessage(error)).toBe(message);
  });
});

describe('talk (doc 1 §7, doc 2 §7)', () => {
  it.each([
    ['lab1-pi-1', PI_DEFAULT_CONTROL_NAME],
    ['lab1-pi-1-WITHDAC', PI_HIFI_CONTROL_NAME],
    ['pi:withdac', PI_HIFI_CONTROL_NAME],
  ])('a Pi named %j plays through %j', (name, control) => {
    expect(talkControlName(name)).toBe(control);
  });

  it('uses volume 100 and the Pi control by default', () => {
    expect(buildTalkRequest({ name: 'pi-WITHDAC' }, 'hello.wav')).toEqual({
      waveFileName: 'hello.wav',
      volume: 100,
      controlName: 'Digital',
    });
    expect(buildTalkRequest({ name: 'pi' }, 'a.wav', { volume: 40, controlName: 'Master' })).toEqual({
      waveFileName: 'a.wav',
      volume: 40,
      controlName: 'Master',
    });
  });

  it('fills the body defaults and refuses a volume above 100', () => {
    expect(talkRequestSchema.parse({ waveFileName: 'a.wav' })).toEqual({
      waveFileName: 'a.wav',
      volume: 100,
      controlName: 'PCM',
    });
    expect(talkRequestSchema.safeParse({ waveFileName: 'a.wav', volume: 101 }).success).toBe(false);
  });

  it('defaults the ack and action time-outs to 10000 ms', () => {
    expect(thingActionQuerySchema.parse({})).toEqual({ ackTimeout: 10000 });
    expect(thingActionQuerySchema.parse({ ackTimeout: '3000' })).toEqual({ ackTimeout: 3000 });
    expect(talkActionQuerySchema.parse({})).toEqual({ actionTimeout: 10000 });
    expect(thingActionQuerySchema.safeParse({ ackTimeout: '0' }).success).toBe(false);
  });
});

describe('automotive update v2 (doc 2 §7)', () => {
  it('installs the base package and the automotive plugin at latest', () => {
    expect(updateV2RequestSchema.parse(AUTOMOTIVE_UPDATE_REQUEST)).toEqual({
      packages: [
        { name: 'mdxirs', version: 'latest' },
        { name: 'mdx_plugin_aqt_automotive', version: 'latest' },
      ],
    });
    expect(updateV2RequestSchema.parse({ packages: [{ name: 'x' }] }).packages[0]?.version).toBe('latest');
    expect(updateV2RequestSchema.safeParse({ packages: [] }).success).toBe(false);
  });
});

describe('agent actions and wire', () => {
  it('runs each lab-controller action as an agent action; ping asks for the state', () => {
    expect(PI_LAB_CONTROLLER_ACTIONS).toEqual([
      'ping',
      'update',
      'sync',
      'resync',
      'talk',
      'stop',
      'calibrate',
    ]);
    for (const action of PI_LAB_CONTROLLER_ACTIONS) {
      expect(AGENT_ACTIONS).toContain(AGENT_ACTION_OF_CONTROLLER_ACTION[action]);
    }
    expect(AGENT_ACTION_OF_CONTROLLER_ACTION.ping).toBe('state');
  });

  it.each([
    ['healthcheck', true],
    ['get_manifest_state', true],
    ['ping', false],
  ])('%j is an agent action: %s', (action, expected) => {
    expect(isAgentAction(action)).toBe(expected);
  });

  it('checks the request and response envelopes', () => {
    expect(
      agentRequestSchema.safeParse({ id: 'r1', action: 'talk', payload: {}, ackTimeout: 10000 }).success,
    ).toBe(true);
    expect(agentRequestSchema.safeParse({ id: 'r1', action: 'reboot' }).success).toBe(false);
    expect(agentResponseSchema.parse({ id: 'r1', code: 200, data: ['complete'] }).code).toBe(200);
    expect(agentResponseSchema.safeParse({ code: 200 }).success).toBe(false);
  });
});

describe('Pi client status (doc 2 §3)', () => {
  it('starts unknown, idle and with nothing downloading', () => {
    expect(piClientStatusSchema.parse(INITIAL_PI_CLIENT_STATUS)).toEqual({
      ping: 'unknown',
      update: 'idle',
      stop: 'idle',
      calibrate: 'idle',
      calibrationInProgress: false,
      downloadStatus: 'initial',
    });
  });

  it('accepts busy pings and the Timeout download state', () => {
    expect(
      piClientStatusSchema.safeParse({ ...INITIAL_PI_CLIENT_STATUS, ping: 'busy', downloadStatus: 'Timeout' })
        .success,
    ).toBe(true);
    expect(
      piClientStatusSchema.safeParse({ ...INITIAL_PI_CLIENT_STATUS, downloadStatus: 'timeout' }).success,
    ).toBe(false);
  });
});
