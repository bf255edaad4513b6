import { thingTopics } from '@oak/shared';
import { InMemoryMqtt } from '../../testing/in-memory-mqtt';
import { TestClock } from '../../testing/test-clock';
import { OakMetrics } from '../metrics/oak-metrics';
import { OAK_METRICS } from '../metrics/metric-names';
import { AgentRpcService, AgentTimeoutError } from './agent-rpc.service';

const PI = 'pi-lab-1';
const TIMEOUT_MS = 30_000;

/**
 * A call to an agent on the clock: its answer when the Pi gives one in time,
 * AgentTimeoutError (which the thing actions answer as a 504) once the clock
 * passes the call's timeout without one.
 */
describe('AgentRpcService', () => {
  let mqtt: InMemoryMqtt;
  let clock: TestClock;
  let metrics: OakMetrics;
  let sut: AgentRpcService;

  /** The lines of the call-duration histogram's counts and sums, as /metrics shows them. */
  const rpcObservations = async () =>
    (await metrics.registry.getSingleMetricAsString(OAK_METRICS.rpcDuration))
      .split('\n')
      .filter((line) => /_(count|sum)\{/.test(line));

  /** The id of the one request the service published. */
  const requestId = () => (JSON.parse(mqtt.published[0]!.payload) as { id: string }).id;

  beforeEach(async () => {
    mqtt = new InMemoryMqtt();
    clock = new TestClock();
    metrics = new OakMetrics();
    sut = new AgentRpcService(mqtt.adapter, clock, metrics);
    await sut.onModuleInit();
  });

  it('answers with the response of the Pi it asked, given within the timeout', async () => {
    const calling = sut.call(PI, 'healthcheck', {}, TIMEOUT_MS);
    await clock.advance(TIMEOUT_MS - 1);
    expect(mqtt.published[0]?.topic).toBe(thingTopics(PI).request);
    mqtt.deliver(thingTopics(PI).response, { id: requestId(), code: 200, data: 'healthy' });
    await expect(calling).resolves.toEqual({ id: requestId(), code: 200, data: 'healthy' });
    expect(clock.pendingTimers).toBe(0);
  });

  it('times out once the clock passes the timeout without an answer, and a late answer changes nothing', async () => {
    const calling = sut.call(PI, 'healthcheck', {}, TIMEOUT_MS);
    const outcome = calling.catch((error: unknown) => error);
    await clock.advance(TIMEOUT_MS);
    await expect(outcome).resolves.toEqual(new AgentTimeoutError(PI, TIMEOUT_MS));
    expect(await outcome).toMatchObject({ thingName: PI, timeoutMs: TIMEOUT_MS });
    mqtt.deliver(thingTopics(PI).response, { id: requestId(), code: 200 });
  });

  it('waits on when another Pi answers with the same id, since only the one asked may answer', async () => {
    const calling = sut.call(PI, 'healthcheck', {}, TIMEOUT_MS);
    const outcome = calling.catch((error: unknown) => error);
    await clock.advance(0);
    mqtt.deliver(thingTopics('pi-lab-2').response, { id: requestId(), code: 200 });
    await clock.advance(TIMEOUT_MS);
    expect(await outcome).toBeInstanceOf(AgentTimeoutError);
  });

  it("names the run's job and step in the request, for the Pi to run the step once", async () => {
    const calling = sut.call(PI, 'diagnostics', {}, TIMEOUT_MS, { jobId: 'job-1', stepKey: 'pre/diag' });
    await clock.advance(0);
    expect(JSON.parse(mqtt.published[0]!.payload)).toMatchObject({
      action: 'diagnostics',
      ackTimeout: TIMEOUT_MS,
      jobId: 'job-1',
      stepKey: 'pre/diag',
    });
    mqtt.deliver(thingTopics(PI).response, { id: requestId(), code: 200 });
    await expect(calling).resolves.toMatchObject({ code: 200 });
  });

  it('stops waiting when the signal aborts, and then a late answer changes nothing', async () => {
    const controller = new AbortController();
    const outcome = sut
      .call(PI, 'diagnostics', {}, TIMEOUT_MS, { signal: controller.signal })
      .catch((error: unknown) => error);
    await clock.advance(0);
    controller.abort(new Error('the run was stopped'));
    await expect(outcome).resolves.toEqual(new Error('the run was stopped'));
    expect(clock.pendingTimers).toBe(0);
    mqtt.deliver(thingTopics(PI).response, { id: requestId(), code: 200 });
    await expect(sut.call(PI, 'diagnostics', {}, TIMEOUT_MS, { signal: controller.signal })).rejects.toThrow(
      'the run was stopped',
    );
  });

  it("observes each call's time to its answer or its timeout, by action", async () => {
    const answered = sut.call(PI, 'healthcheck', {}, TIMEOUT_MS);
    await clock.advance(250);
    mqtt.deliver(thingTopics(PI).response, { id: requestId(), code: 200 });
    await answered;
    const unanswered = sut.call(PI, 'diagnostics', {}, TIMEOUT_MS).catch(() => undefined);
    await clock.advance(TIMEOUT_MS);
    await unanswered;
    const rpc = OAK_METRICS.rpcDuration;
    expect(await rpcObservations()).toEqual([
      `${rpc}_sum{action="healthcheck",outcome="answered"} 0.25`,
      `${rpc}_count{action="healthcheck",outcome="answered"} 1`,
      `${rpc}_sum{action="diagnostics",outcome="timeout"} ${TIMEOUT_MS / 1000}`,
      `${rpc}_count{action="diagnostics",outcome="timeout"} 1`,
    ]);
  });

  it('cancels the timeouts of the calls still waiting when the module is destroyed', async () => {
    void sut.call(PI, 'healthcheck', {}, TIMEOUT_MS).catch(() => undefined);
    await clock.advance(0);
    expect(clock.pendingTimers).toBe(1);
    sut.onModuleDestroy();
    expect(clock.pendingTimers).toBe(0);
  });
});
