import { type AgentResponse, agentErrorSchema, agentResponseSchema } from '@oak/shared';
import { z } from 'zod';
import { systemClock } from '../system/clock.port';
import { stubServices } from '../testing/agent-services.stub';
import { TestClock } from '../testing/test-clock';
import { ActionDispatcher } from './action-dispatcher.service';
import { ActionFailure, wasStopped } from './action-errors';
import { type AgentActionPlugin, defineAction } from './agent-action.port';

const echo = defineAction({
  name: 'state',
  schema: z.object({ value: z.string().default('hi') }),
  uses: [],
  stoppable: false,
  defaultTimeoutMs: () => 1000,
  async run(ctx) {
    return { echoed: ctx.payload.value };
  },
});

/** Plays until stopped or past its deadline; fails on demand. */
const talk = defineAction({
  name: 'talk',
  schema: z.object({ ms: z.number().int().positive(), fail: z.enum(['plain', 'coded']).optional() }),
  uses: ['speaker'],
  stoppable: true,
  defaultTimeoutMs: ({ ms }) => ms * 10,
  validate: ({ ms }) => (ms === 13 ? 'payload.ms must not be unlucky' : undefined),
  async run(ctx, deadline) {
    if (ctx.payload.fail === 'plain') throw new Error('speaker on fire');
    if (ctx.payload.fail === 'coded') throw new ActionFailure('not now', 409);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ctx.payload.ms);
      deadline.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    ctx.afterAnswer(() => {
      order.push('after');
    });
    return { stopped: wasStopped(deadline.signal) };
  },
});

const order: string[] = [];

function setup() {
  // These actions take real (short) time; the long ones below move a TestClock.
  const services = stubServices({ clock: systemClock });
  const answers: AgentResponse[] = [];
  const sut = new ActionDispatcher(
    [echo, talk] as AgentActionPlugin<unknown>[],
    services,
    async (response) => {
      agentResponseSchema.parse(response);
      order.push(`answer ${response.id}`);
      answers.push(response);
    },
  );
  const send = (request: unknown, redelivered = false) =>
    sut.handle(typeof request === 'string' ? request : JSON.stringify(request), redelivered);
  return { sut, services, answers, send };
}

describe('ActionDispatcher', () => {
  beforeEach(() => (order.length = 0));

  it('answers 200 with the data, with the request id', async () => {
    const { answers, send } = setup();
    await send({ id: 'a', action: 'state', payload: { value: 'yo' } });
    await send({ id: 'b', action: 'state' });
    expect(answers).toEqual([
      { id: 'a', code: 200, data: { echoed: 'yo' } },
      { id: 'b', code: 200, data: { echoed: 'hi' } },
    ]);
  });

  it.each([
    [{ id: 'a', action: 'talk', payload: { ms: 'long' } }, 400, /^payload\.ms: expected number/],
    [{ id: 'a', action: 'talk', payload: [] }, 400, /^payload: expected object/],
    [{ id: 'a', action: 'talk', payload: { ms: 13 } }, 400, /unlucky/],
    [{ id: 'a', action: 'talk' }, 400, /payload\.ms/],
    [{ id: 'a', action: 'dance' }, 404, /^Unknown action: dance$/],
    [{ id: 'a', action: 'sync' }, 404, /^Unknown action: sync$/],
    [{ id: 'a', action: 'record' }, 404, /Unknown action: record/],
    [{ id: 'a', action: 7 }, 400, /action must be a string/],
    [{ id: 'a', action: 'talk', payload: { ms: 1, fail: 'plain' } }, 500, /^speaker on fire$/],
    [{ id: 'a', action: 'talk', payload: { ms: 1, fail: 'coded' } }, 409, /^not now$/],
    [{ id: 'a', action: 'talk', payload: { ms: 5000 }, ackTimeout: 20 }, 504, /did not finish within 20 ms/],
  ])('answers %j with %i and an error naming the problem', async (request, code, message) => {
    const { answers, send } = setup();
    await send(request);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ id: 'a', code });
    expect(agentErrorSchema.parse(answers[0]!.error)).toEqual({
      message: expect.stringMatching(message),
      state: 'failed',
    });
  });

  it('answers 409 while the speaker is in use, and frees it when the work ends', async () => {
    const { answers, send } = setup();
    const first = send({ id: 'long', action: 'talk', payload: { ms: 100 } });
    await send({ id: 'second', action: 'talk', payload: { ms: 1 } });
    expect(answers[0]).toMatchObject({
      id: 'second',
      code: 409,
      error: { message: expect.stringMatching(/speaker is in use by talk \(request long\)/) },
    });
    await first;
    await send({ id: 'third', action: 'talk', payload: { ms: 1 } });
    expect(answers.map((a) => [a.id, a.code])).toEqual([
      ['second', 409],
      ['long', 200],
      ['third', 200],
    ]);
  });

  it('answers while another action runs', async () => {
    const { answers, send } = setup();
    const playing = send({ id: 'long', action: 'talk', payload: { ms: 100 } });
    await send({ id: 'ping', action: 'state' });
    expect(answers[0]).toMatchObject({ id: 'ping', code: 200 });
    await playing;
  });

  it('lets stop end a running action', async () => {
    const { answers, send, services } = setup();
    const playing = send({ id: 'long', action: 'talk', payload: { ms: 10_000 } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(services.activities.stopAll(1000)).resolves.toBe(1);
    await playing;
    expect(answers).toEqual([{ id: 'long', code: 200, data: { stopped: true } }]);
  });

  it('runs after-answer tasks once the answer is out', async () => {
    const { send } = setup();
    await send({ id: 'x', action: 'talk', payload: { ms: 1 } });
    expect(order).toEqual(['answer x', 'after']);
  });

  it('answers a redelivered request again instead of running it twice', async () => {
    const { answers, send } = setup();
    await send({ id: 'x', action: 'talk', payload: { ms: 1 } });
    await send({ id: 'x', action: 'talk', payload: { ms: 1 } }, true);
    expect(answers).toHaveLength(2);
    expect(answers[1]).toEqual(answers[0]);
    expect(order.filter((step) => step === 'after')).toHaveLength(1);
  });

  it('ignores a redelivered request that is still running', async () => {
    const { answers, send } = setup();
    const first = send({ id: 'x', action: 'talk', payload: { ms: 50 } });
    await send({ id: 'x', action: 'talk', payload: { ms: 50 } }, true);
    await first;
    expect(answers).toHaveLength(1);
  });

  it('runs a request with a reused id again when it is not a redelivery', async () => {
    const { answers, send } = setup();
    await send({ id: 'x', action: 'state', payload: { value: '1' } });
    await send({ id: 'x', action: 'state', payload: { value: '2' } });
    expect(answers.map((a) => a.data)).toEqual([{ echoed: '1' }, { echoed: '2' }]);
  });

  it('drops what has no id, and never throws whatever arrives', async () => {
    const { answers, send } = setup();
    for (const garbage of [
      '',
      'garbage',
      '[]',
      '[1,2]',
      'null',
      '1e999',
      '{"id":{}}',
      '{'.repeat(10_000),
      'x'.repeat(1_000_000),
    ])
      await expect(send(garbage)).resolves.toBeUndefined();
    expect(answers).toEqual([]);
  });

  it('survives a failing publish', async () => {
    const services = stubServices();
    const sut = new ActionDispatcher([echo] as AgentActionPlugin<unknown>[], services, () =>
      Promise.reject(new Error('offline')),
    );
    await expect(sut.handle('{"id":"a","action":"state"}')).resolves.toBeUndefined();
  });
});

/** A 20-minute scan through the network, in steps of a minute, on the spec's clock. */
const scan = defineAction({
  name: 'diagnostics',
  schema: z.object({ target: z.string().default('127.0.0.1'), fail: z.boolean().optional() }),
  uses: ['network'],
  stoppable: true,
  requires: ['scanner'],
  defaultTimeoutMs: () => 30 * 60_000,
  async run(ctx, deadline) {
    runs.push(ctx.requestId);
    for (let minute = 0; minute < 20; minute++) {
      ctx.progress({ percent: minute * 5, message: `minute ${minute}` });
      if (await ctx.clock.sleep(60_000, deadline.signal)) return { stopped: true };
    }
    if (ctx.payload.fail) throw new Error('the scanner crashed');
    return { target: ctx.payload.target, openPorts: [22] };
  },
});
const runs: string[] = [];

function setupLong(installed = ['scanner']) {
  const clock = new TestClock();
  const services = stubServices({ clock });
  const answers: AgentResponse[] = [];
  const looked: string[] = [];
  const sut = new ActionDispatcher(
    [echo, talk, scan] as AgentActionPlugin<unknown>[],
    services,
    async (response) => void answers.push(response),
    async (name) => {
      looked.push(name);
      return installed.includes(name) ? `/usr/bin/${name}` : undefined;
    },
  );
  const send = (request: unknown) => sut.handle(JSON.stringify(request));
  return { sut, services, clock, answers, send, looked, installed };
}

const step = { jobId: 'job-1', stepKey: 'scan/ports' };

describe('ActionDispatcher with long actions of a job', () => {
  beforeEach(() => (runs.length = 0));

  it('runs a 20-minute action to its end on the clock, reporting its progress with its job and step', async () => {
    const { answers, send, clock, services } = setupLong();
    const done = send({ id: 'a', action: 'diagnostics', ...step });
    await clock.advance(19 * 60_000);
    expect(answers).toEqual([]);
    await clock.advance(60_000);
    await done;
    expect(answers).toEqual([{ id: 'a', code: 200, data: { target: '127.0.0.1', openPorts: [22] } }]);
    const progress = services.events.filter((event) => event.type === 'action_progress');
    expect(progress).toHaveLength(20);
    expect(progress[1]).toEqual({
      type: 'action_progress',
      at: '2026-01-05T09:01:00.000Z',
      requestId: 'a',
      action: 'diagnostics',
      ...step,
      percent: 5,
      message: 'minute 1',
    });
  });

  it('answers 504 at the deadline, on the clock', async () => {
    const { answers, send, clock } = setupLong();
    const done = send({ id: 'a', action: 'diagnostics', ackTimeout: 5 * 60_000 });
    await clock.advance(5 * 60_000);
    await done;
    expect(answers).toEqual([
      {
        id: 'a',
        code: 504,
        error: { message: 'Action diagnostics did not finish within 300000 ms', state: 'failed' },
      },
    ]);
  });

  it('re-attaches a second request for the same step to the running action instead of starting it twice', async () => {
    const { answers, send, clock } = setupLong();
    const first = send({ id: 'first', action: 'diagnostics', ...step });
    await clock.advance(10 * 60_000);
    const resumed = send({ id: 'resumed', action: 'diagnostics', ...step });
    await clock.advance(10 * 60_000);
    await Promise.all([first, resumed]);
    expect(runs).toEqual(['first']);
    const data = { target: '127.0.0.1', openPorts: [22] };
    expect(answers).toEqual(
      expect.arrayContaining([
        { id: 'first', code: 200, data },
        { id: 'resumed', code: 200, data },
      ]),
    );
    // Once it has succeeded, the step answers the same again without running.
    await send({ id: 'later', action: 'diagnostics', ...step });
    expect(answers.at(-1)).toEqual({ id: 'later', code: 200, data });
    expect(runs).toEqual(['first']);
  });

  it('runs a step once when two requests for it arrive together, before either has started it', async () => {
    const { answers, send, clock } = setupLong();
    // Both are sent before the first has looked for its programs: the second must still find it running.
    const both = Promise.all([
      send({ id: 'one', action: 'diagnostics', ...step }),
      send({ id: 'two', action: 'diagnostics', ...step }),
    ]);
    await clock.advance(20 * 60_000);
    await both;
    expect(runs).toEqual(['one']);
    const data = { target: '127.0.0.1', openPorts: [22] };
    expect(answers).toEqual(
      expect.arrayContaining([
        { id: 'one', code: 200, data },
        { id: 'two', code: 200, data },
      ]),
    );
  });

  it('runs a failed step again when asked again, and another step beside it is refused only for the network', async () => {
    const { answers, send, clock } = setupLong();
    const failing = send({ id: 'f1', action: 'diagnostics', payload: { fail: true }, ...step });
    await send({ id: 'other', action: 'diagnostics', jobId: 'job-1', stepKey: 'scan/tls' });
    expect(answers[0]).toEqual({
      id: 'other',
      code: 409,
      error: { message: 'Busy: the network is in use by diagnostics (request f1)', state: 'failed' },
    });
    await send({ id: 'talk', action: 'talk', payload: { ms: 1 }, ...step });
    expect(answers[1]).toMatchObject({
      id: 'talk',
      code: 409,
      error: { message: 'Busy: step scan/ports of job job-1 runs diagnostics' },
    });
    await clock.advance(20 * 60_000);
    await failing;
    expect(answers[2]).toMatchObject({ id: 'f1', code: 500, error: { message: 'the scanner crashed' } });
    const again = send({ id: 'f2', action: 'diagnostics', ...step });
    await clock.advance(20 * 60_000);
    await again;
    expect(runs).toEqual(['f1', 'f2']);
    expect(answers[3]).toMatchObject({ id: 'f2', code: 200 });
  });

  it('reports the programs the actions need as capabilities, and answers 404 while one is missing', async () => {
    const { sut, services, answers, send, looked, installed, clock } = setupLong([]);
    await expect(sut.probeCapabilities()).resolves.toEqual({
      actions: ['state', 'talk'],
      commands: [{ name: 'scanner' }],
    });
    expect(services.state.reported().capabilities).toEqual({
      actions: ['state', 'talk'],
      commands: [{ name: 'scanner' }],
    });
    await send({ id: 'a', action: 'diagnostics' });
    expect(answers[0]).toEqual({
      id: 'a',
      code: 404,
      error: {
        message: 'Action diagnostics is not available on this agent: scanner is not installed',
        state: 'failed',
      },
    });
    // Installed since: the next request finds it, and the shadow says so.
    installed.push('scanner');
    const done = send({ id: 'b', action: 'diagnostics' });
    await clock.advance(20 * 60_000);
    await done;
    expect(answers[1]).toMatchObject({ id: 'b', code: 200 });
    expect(services.state.reported().capabilities).toEqual({
      actions: ['state', 'talk', 'diagnostics'],
      commands: [{ name: 'scanner', path: '/usr/bin/scanner' }],
    });
    // Known to be there, it is not looked for on every request.
    const lookups = looked.length;
    const third = send({ id: 'c', action: 'diagnostics' });
    await clock.advance(20 * 60_000);
    await third;
    expect(looked).toHaveLength(lookups);
  });
});
