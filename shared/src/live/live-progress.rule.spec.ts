import {
  farProgressPercent,
  functionalRunProgress,
  liveProgressBarWidth,
  liveProgressBreadcrumbs,
  liveProgressLabel,
} from './live-progress.rule';

describe('liveProgressBarWidth', () => {
  it.each([
    ['requested', 50, 5],
    ['running', undefined, 5],
    ['loading', 0, 5],
    ['started', 40, 5],
    ['inprogress', 0, 10],
    ['inprogress', undefined, 10],
    ['inprogress', 50, 50],
    ['paused', 25, 30],
    ['resume', 100, 90],
    ['inprogress', 150, 90],
    ['inprogress', -5, 10],
    ['inprogress', Number.NaN, 10],
    ['completed', 10, 100],
    ['succeeded', undefined, 100],
    ['canceled', 30, 100],
  ] as const)('%s at %p%% is %p%% wide', (state, progressPercent, width) => {
    expect(liveProgressBarWidth({ state, progressPercent })).toBeCloseTo(width, 10);
  });

  it.each([
    ['inprogress', 0, 0.3],
    ['requested', undefined, 0.3],
    ['inprogress', 42.5, 42.5],
    ['completed', 0, 100],
  ] as const)('a FAR run %s at %p%% is %p%% wide', (state, progressPercent, width) => {
    expect(liveProgressBarWidth({ state, progressPercent, far: true })).toBe(width);
  });
});

describe('liveProgressLabel and breadcrumbs', () => {
  it.each([
    [{ state: 'requested' }, 'Queued'],
    [{ state: 'started' }, 'In Progress'],
    [{ state: 'inprogress', progressPercent: 0 }, 'In Progress (0%)'],
    [{ state: 'inprogress', progressPercent: 42.9 }, 'In Progress (42%)'],
    [{ state: 'paused', progressPercent: 120 }, 'In Progress (100%)'],
    [{ state: 'completed', progressPercent: 80 }, 'In Progress (100%)'],
    [
      { state: 'requested', testStatus: 'auto-sync of resources in progress' },
      'Auto-sync of resources in progress',
    ],
    [{ state: 'succeeded', testStatus: 'auto-sync of resources in progress' }, 'In Progress (100%)'],
    [{ state: 'canceled', progressPercent: 40 }, 'Canceled'],
    [{ state: 'inprogress', progressPercent: 40, testStatus: 'canceled' }, 'Canceled'],
  ] as const)('%j reads %s', (input, label) => {
    expect(liveProgressLabel(input)).toBe(label);
  });

  it.each([
    [{ state: 'requested' }, 'In Progress', 0],
    [{ state: 'started' }, 'In Progress', 1],
    [{ state: 'inprogress', progressPercent: 33.3 }, 'In Progress (33%)', 2],
    [{ state: 'failed' }, 'In Progress (100%)', 3],
  ] as const)('%j: Started > %s > Completed, %i reached', (input, middle, reached) => {
    expect(liveProgressBreadcrumbs(input)).toEqual({ steps: ['Started', middle, 'Completed'], reached });
  });

  it('ends a canceled run at Canceled, with the progress it had', () => {
    expect(liveProgressBreadcrumbs({ state: 'canceled', progressPercent: 40.5 })).toEqual({
      steps: ['Started', 'In Progress (40%)', 'Canceled'],
      reached: 3,
    });
    expect(liveProgressBreadcrumbs({ state: 'canceled' }).steps[1]).toBe('In Progress');
  });
});

describe('farProgressPercent', () => {
  it.each([
    [1, 144, (1 / 144) * 100],
    [72, 144, 50],
    [144, 144, 100],
    [5, 0, 0],
    [5, undefined, 0],
    [undefined, 144, 0],
    [200, 144, 100],
  ])('chunk %p of %p is %p%%', (chunkId, totalChunks, percent) => {
    expect(farProgressPercent(chunkId, totalChunks)).toBeCloseTo(percent, 10);
  });
});

describe('functionalRunProgress', () => {
  it.each([
    [[], 'queued', 0],
    [['queued', undefined], 'queued', 0],
    [['succeeded', 'failed', 'ERROR', 'SKIPPED'], 'completed', 100],
    [['succeeded', 'in progress', 'queued', 'evaluating result'], 'inProgress', 25],
    [['completed', 'queued'], 'inProgress', 50],
    [['IN_PROGRESS', 'QUEUED'], 'inProgress', 0],
  ] as const)('%j is %s at %p%%', (statuses, group, progressPercent) => {
    expect(functionalRunProgress(statuses)).toEqual({ group, progressPercent });
  });
});
