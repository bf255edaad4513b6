import { LIVE_RUNS_TEXTS } from './live.messages';
import { LIVE_TEST_DETAILS_LABELS } from './live-labels.messages';
import { filterLiveRuns, pageLiveRuns } from './live-runs.util';
import {
  LIVE_TEST_DETAILS_FIELDS,
  LIVE_TEST_DETAILS_VARIANTS,
  liveTestDetailsVariant,
} from './live-test-details.rule';

const jobs = [
  {
    id: 'j1',
    state: 'inprogress',
    labName: 'Lab North',
    ownerEmail: 'ana@example.com',
    scenarioName: 'Far field',
  },
  {
    id: 'j2',
    state: 'paused',
    labName: 'Lab South',
    ownerEmail: 'bo@example.com',
    scenarioName: 'Trained mobile',
  },
  { id: 'j3', state: 'requested', labName: 'Lab North', ownerEmail: 'bo@example.com', scenarioName: 'Music' },
] as const;

describe('filterLiveRuns', () => {
  it.each([
    ['', ['j1', 'j2', 'j3']],
    ['  ', ['j1', 'j2', 'j3']],
    ['north', ['j1', 'j3']],
    ['BO@', ['j2', 'j3']],
    ['paused', ['j2']],
    ['j3', ['j3']],
    ['mobile', ['j2']],
    ['nothing', []],
  ])('%p keeps %j', (text, ids) => {
    expect(filterLiveRuns(jobs, text).map((job) => job.id)).toEqual(ids);
  });
});

describe('pageLiveRuns', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1);

  it.each([
    [1, 10, [1, 10], 3],
    [3, 10, [21, 23], 3],
    [9, 10, [21, 23], 3],
    [0, 10, [1, 10], 3],
    [Number.NaN, 10, [1, 10], 3],
    [2, 5, [6, 10], 5],
  ])('page %p of size %i holds %j of %i pages', (page, size, [first, last], pageCount) => {
    const result = pageLiveRuns(items, page, size);
    expect(result.items[0]).toBe(first);
    expect(result.items.at(-1)).toBe(last);
    expect(result.pageCount).toBe(pageCount);
  });

  it('has one empty page for no jobs, and pages by 10 by default', () => {
    expect(pageLiveRuns([], 4)).toEqual({ items: [], page: 1, pageCount: 1 });
    expect(pageLiveRuns(items, 1).items).toHaveLength(10);
  });
});

describe('test details panel', () => {
  it.each([
    ['MUSIC', 'music'],
    ['AUTO_LOCAL_SEARCH', 'autoLocalSearch'],
    ['UPL', 'uplStability'],
    ['STABILITY', 'uplStability'],
    ['AVS_SECURITY', 'security'],
    ['ACOUSTIC', 'generic'],
    [undefined, 'generic'],
  ] as const)('%s uses the %s variant', (suite, variant) => {
    expect(liveTestDetailsVariant(suite)).toBe(variant);
  });

  it('shows every field of doc 1 §2.15 in the generic variant, and Pi and wifi name for security', () => {
    const { piName: _p, wifiName: _w, ...generic } = LIVE_TEST_DETAILS_LABELS;
    expect([...LIVE_TEST_DETAILS_FIELDS.generic].sort()).toEqual(Object.keys(generic).sort());
    expect(LIVE_TEST_DETAILS_FIELDS.security).toEqual(expect.arrayContaining(['piName', 'wifiName']));
    for (const variant of LIVE_TEST_DETAILS_VARIANTS) {
      expect(new Set(LIVE_TEST_DETAILS_FIELDS[variant]).size).toBe(LIVE_TEST_DETAILS_FIELDS[variant].length);
    }
  });

  it('keeps the Running Tests texts', () => {
    expect(LIVE_RUNS_TEXTS.runningTestsTitle).toBe('Running Tests');
    expect([LIVE_RUNS_TEXTS.cancel, LIVE_RUNS_TEXTS.ok]).toEqual(['Cancel', 'Ok']);
  });
});
