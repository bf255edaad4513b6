import { type AgentFan, type AgentShadowReported, agentShadowReportedSchema } from '@oak/shared';
import { silentLogger } from '../testing/agent-services.stub';
import { AgentStateStore } from './agent-state.store';
import { FanWatcher } from './fan-watcher.service';
import { ShadowReporter } from './shadow-reporter.service';

describe('FanWatcher', () => {
  it("reports the lab's fan in the shadow as the backend reads it, on change only, and none once it has none (issue 29)", async () => {
    let fan: AgentFan | null | Error = { on: false };
    const read = jest.fn(async () => {
      if (fan instanceof Error) throw fan;
      return fan;
    });
    const state = new AgentStateStore({ agentVersion: '1.2.3', audioBackend: 'virtual', plugins: [] });
    const published: AgentShadowReported[] = [];
    const reporter = new ShadowReporter(
      state,
      async (shadow) => void published.push(shadow),
      silentLogger,
      0,
    );
    // Read at once as it starts; the interval is left long so the spec reads when it says.
    const sut = new FanWatcher(read, state, silentLogger, 60_000);
    try {
      await sut.readNow();
      reporter.flush();
      const reported = () => agentShadowReportedSchema.parse(published.at(-1)).fan;
      expect(reported()).toEqual({ on: false });

      fan = { on: true };
      await sut.readNow();
      reporter.flush();
      expect(reported()).toEqual({ on: true });
      const sent = published.length;
      await sut.readNow();
      reporter.flush();
      expect(published).toHaveLength(sent);

      // A failed read keeps the last reading.
      fan = new Error('room away');
      await sut.readNow();
      reporter.flush();
      expect(reported()).toEqual({ on: true });

      fan = null;
      await sut.readNow();
      reporter.flush();
      expect(published.at(-1)).not.toHaveProperty('fan');
    } finally {
      sut.close();
      reporter.close();
    }
  });

  it('reads again every interval', async () => {
    jest.useFakeTimers();
    try {
      const read = jest.fn(async () => ({ on: true }));
      const state = new AgentStateStore({ agentVersion: '1', audioBackend: 'virtual', plugins: [] });
      const sut = new FanWatcher(read, state, silentLogger, 1000);
      await jest.advanceTimersByTimeAsync(3000);
      expect(read.mock.calls.length).toBeGreaterThanOrEqual(3);
      expect(state.reported().fan).toEqual({ on: true });
      sut.close();
    } finally {
      jest.useRealTimers();
    }
  });
});
