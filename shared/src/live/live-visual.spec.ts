import { agentShadowReportedSchema } from '../lab/agent-shadow.schema';
import { labFanOf, liveDutStateOf } from './live-visual.rule';

describe("the lab's fan (issue 29)", () => {
  const shadow = {
    agentVersion: '1.0.0',
    audioBackend: 'virtual',
    plugins: [],
    playing: null,
    recording: false,
    calibrating: null,
    lastCalibration: null,
    startedAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('is an optional part of the reported shadow: absent, the Pi knows of no fan', () => {
    expect(agentShadowReportedSchema.parse({ ...shadow, fan: { on: true } }).fan).toEqual({ on: true });
    expect(agentShadowReportedSchema.parse(shadow).fan).toBeUndefined();
    expect(agentShadowReportedSchema.safeParse({ ...shadow, fan: { on: 'yes' } }).success).toBe(false);
    expect(agentShadowReportedSchema.safeParse({ ...shadow, fan: true }).success).toBe(false);
  });

  it("is the noise Pi's, else any Pi's reporting one, else none", () => {
    const near = { location: '0.9m-90deg', shadow: { fan: { on: false } } };
    const noise = { location: '1.8m-135deg', shadow: { fan: { on: true } } };
    expect(labFanOf([near, noise])).toEqual({ on: true });
    expect(labFanOf([near, { location: '1.8m-135deg', shadow: {} }])).toEqual({ on: false });
    expect(
      labFanOf([
        { location: '1.8m-135deg', shadow: null },
        { location: null, shadow: {} },
      ]),
    ).toBeUndefined();
    expect(labFanOf([])).toBeUndefined();
  });
});

describe("the DUT's live state from its device cloud status (issue 29)", () => {
  it.each([
    ['online', true, { state: 'HEARING', online: true, status: 'online' }],
    ['online', false, { state: 'IDLE', online: true, status: 'online' }],
    ['muted', true, { state: 'IDLE', online: true, status: 'muted' }],
    ['offline', true, { state: 'IDLE', online: false, status: 'offline' }],
  ] as const)('%s, hearing %p', (status, hearing, expected) => {
    expect(liveDutStateOf(status, hearing)).toEqual(expected);
  });
});
