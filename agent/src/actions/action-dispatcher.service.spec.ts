import { type AgentResponse, agentErrorSchema, agentResponseSchema } from '@oak/shared';
import { z } from 'zod';
import { stubServices } from '../testing/agent-services.stub';
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
  const services = stubServices();
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
