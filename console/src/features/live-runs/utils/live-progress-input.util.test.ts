import { liveProgressLabel } from '@oak/shared';
import { functionalCasesStub, testCaseStub } from '../testing/functional-stubs';
import { type LiveProgressSource, liveProgressInput } from './live-progress-input.util';

const source = (overrides: Partial<LiveProgressSource>): LiveProgressSource => ({
  variant: 'functional',
  state: 'inprogress',
  stats: { percentage: 10 },
  functionalCases: functionalCasesStub(),
  ...overrides,
});

describe('liveProgressInput', () => {
  it("reads a functional run's state and progress from its cases while it runs (doc 1 §4.1)", () => {
    expect(liveProgressInput(source({}))).toEqual({ state: 'inprogress', progressPercent: 50 });
    const queued = [testCaseStub({ testCaseName: 'A', testCaseCategory: 'ALARM' })];
    expect(liveProgressInput(source({ state: 'started', functionalCases: queued })).state).toBe('requested');
    const done = functionalCasesStub().map((testCase) => ({ ...testCase, status: 'SUCCEEDED' }));
    expect(liveProgressLabel(liveProgressInput(source({ functionalCases: done })))).toBe(
      'In Progress (100%)',
    );
  });

  it("keeps the job's own state before any case is known, once it has ended, and while it auto-syncs", () => {
    expect(liveProgressInput(source({ functionalCases: [] }))).toEqual({ state: 'inprogress' });
    expect(liveProgressInput(source({ state: 'canceled' }))).toEqual({ state: 'canceled' });
    const syncing = liveProgressInput(
      source({ state: 'started', testStatus: 'auto-sync of resources in progress' }),
    );
    expect(liveProgressLabel(syncing)).toBe('Auto-sync of resources in progress');
  });

  it("takes the feed's percentage for the other variants, and a FAR run's own bar", () => {
    expect(liveProgressInput(source({ variant: 'generic', scenarioType: 'AC_FAR_FIELD' }))).toEqual({
      state: 'inprogress',
      progressPercent: 10,
      far: false,
    });
    expect(
      liveProgressInput(source({ variant: 'farStabilitySecurityUpl', scenarioType: 'AC_FAR' })).far,
    ).toBe(true);
  });
});
