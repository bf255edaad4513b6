import { agentCapabilitiesSchema, hasCommand } from './agent-capabilities.schema';
import { agentShadowReportedSchema } from './agent-shadow.schema';
import { ARTIFACT_API_PATHS, artifactSchema } from './artifact.schema';
import { diagnosticsResultSchema } from './agent-protocol.schema';

const capabilities = agentCapabilitiesSchema.parse({
  actions: ['state', 'diagnostics'],
  commands: [{ name: 'uname', path: '/usr/bin/uname' }, { name: 'nmap' }],
});

describe('agent capabilities', () => {
  it('says which programs a Pi has installed', () => {
    expect(hasCommand(capabilities, 'uname')).toBe(true);
    expect(hasCommand(capabilities, 'nmap')).toBe(false);
    expect(hasCommand(capabilities, 'sslscan')).toBe(false);
    expect(hasCommand(undefined, 'uname')).toBe(false);
  });

  it('refuses an action the wire does not know', () => {
    expect(agentCapabilitiesSchema.safeParse({ actions: ['dance'], commands: [] }).success).toBe(false);
  });

  it('rides in the reported shadow, where agents before it leave it out', () => {
    const shadow = {
      agentVersion: '1.0.0',
      audioBackend: 'alsa',
      plugins: [],
      playing: null,
      recording: false,
      calibrating: null,
      lastCalibration: null,
      startedAt: '2026-01-05T09:00:00.000Z',
      updatedAt: '2026-01-05T09:00:00.000Z',
    };
    expect(agentShadowReportedSchema.parse(shadow).capabilities).toBeUndefined();
    expect(agentShadowReportedSchema.parse({ ...shadow, capabilities }).capabilities).toEqual(capabilities);
    expect(agentShadowReportedSchema.safeParse({ ...shadow, capabilities: { actions: 'all' } }).success).toBe(
      false,
    );
  });
});

describe('artifacts', () => {
  it("go to the Pi's own route of a job's step, each part a URL segment", () => {
    expect(ARTIFACT_API_PATHS.upload('lab1-pi1', 'job 1', 'scan/tls', 'report.json')).toBe(
      '/api/agent/things/lab1-pi1/jobs/job%201/steps/scan%2Ftls/artifacts/report.json',
    );
  });

  it('are stored with a plain name and a known type', () => {
    const artifact = {
      id: '0b0e4c3a-6f1d-4a55-9a3e-2f5c1d7e8a90',
      thingName: 'lab1-pi1',
      jobId: 'job-1',
      stepKey: 'scan/tls',
      name: 'report.json',
      contentType: 'application/json',
      size: 10,
      createdAt: '2026-01-05T09:00:00.000Z',
    };
    expect(artifactSchema.parse(artifact)).toEqual(artifact);
    expect(artifactSchema.safeParse({ ...artifact, name: '../x' }).success).toBe(false);
    expect(artifactSchema.safeParse({ ...artifact, contentType: 'text/html' }).success).toBe(false);
  });
});

describe('diagnosticsResultSchema', () => {
  it('reads each check and the uploaded report', () => {
    const result = {
      checks: [{ name: 'disk', command: 'df', exitCode: null, durationMs: 3, output: '', truncated: false }],
      artifactId: '0b0e4c3a-6f1d-4a55-9a3e-2f5c1d7e8a90',
    };
    expect(diagnosticsResultSchema.parse(result)).toEqual(result);
  });
});
