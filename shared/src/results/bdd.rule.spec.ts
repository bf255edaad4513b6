import { applyLiveStateChange, initialLiveJobFeed } from '../live/live-feed.rule';
import { parseLiveStateChange } from '../live/live-feed.schema';
import { JOB_API_PATHS } from '../jobs/job-api.schema';
import {
  BDD_ACTION_EXECUTION_STATES,
  BDD_ACTION_MESSAGES_TEXT,
  bddActionBodySchema,
  bddActionRequestSchema,
} from './bdd-request.schema';
import {
  BDD_DEVICE_CARDS_PER_PAGE,
  BDD_DEVICE_TABLE_PAGE_SIZE,
  BDD_SCENARIO_PAGE_SIZE,
  BDD_SCENARIO_PAGE_SIZE_CHOICES,
  BDD_SCENARIO_PAGE_SIZE_OPTIONS,
} from './bdd.constant';
import { BDD_MESSAGES, BDD_VIEW_TEXTS } from './bdd.messages';
import {
  bddActionRequest,
  bddCurrentScenario,
  bddDeviceCardFields,
  bddDeviceCardPage,
  bddDeviceCards,
  bddPageCount,
  bddPageItems,
  bddPageOf,
  bddPendingAction,
  bddReportItems,
  bddRunView,
  bddScenarioTone,
  bddSelectedScenario,
  bddStatementTone,
  isBddRecordingLink,
  parseBddScenarios,
} from './bdd.rule';
import { type BddScenario, bddRunDataSchema } from './bdd.schema';

describe('BDD constants (doc 1 §2.14, §9)', () => {
  it('pages scenarios by 5 with options 2, 4, 6 and devices by 6', () => {
    expect(BDD_SCENARIO_PAGE_SIZE).toBe(5);
    expect(BDD_SCENARIO_PAGE_SIZE_OPTIONS).toEqual([2, 4, 6]);
    expect(BDD_DEVICE_CARDS_PER_PAGE).toBe(6);
    expect(BDD_DEVICE_TABLE_PAGE_SIZE).toBe(6);
  });

  it('lists the offered page sizes with the initial one', () => {
    expect(BDD_SCENARIO_PAGE_SIZE_CHOICES).toEqual([2, 4, 5, 6]);
  });
});

describe('bddScenarioTone', () => {
  it.each([
    ['COMPLETED', 'positive'],
    ['FAILED', 'negative'],
    ['INPROGRESS', 'running'],
    ['PENDING', 'info'],
    [undefined, 'info'],
  ])('%j is %s', (state, tone) => {
    expect(bddScenarioTone(state)).toBe(tone);
  });
});

describe('parseBddScenarios (doc 1 §3)', () => {
  it('keeps the scenarios that read as such', () => {
    const scenarios = parseBddScenarios([
      { id: 's1', name: 'Call', state: 'PENDING' },
      { id: 's2' },
      'nonsense',
      { id: 's3', name: 'Hang up', state: 'FAILED', statements: [{ statement: 'Given', state: 'FAILED' }] },
    ]);
    expect(scenarios.map((s) => [s.id, s.statements.length])).toEqual([
      ['s1', 0],
      ['s3', 1],
    ]);
  });

  it('gives none for a payload that is no list', () => {
    expect(parseBddScenarios(undefined)).toEqual([]);
    expect(parseBddScenarios({ id: 's1' })).toEqual([]);
  });
});

describe('bddStatementTone (doc 1 §4.3)', () => {
  it.each([
    ['SUCCESS', 'positive'],
    ['COMPLETE', 'positive'],
    ['success', 'positive'],
    ['FAILED', 'negative'],
    ['RUNNING', 'info'],
    ['SUCCEEDED', 'info'],
    ['', 'info'],
    [undefined, 'info'],
  ])('%j is %s', (state, tone) => {
    expect(bddStatementTone(state)).toBe(tone);
  });
});

describe('bddCurrentScenario (doc 1 §4.6)', () => {
  const s = (id: string, state: string): BddScenario => ({ id, name: id, state, statements: [] });
  it.each([
    [[s('1', 'COMPLETE'), s('2', 'FAILED'), s('3', 'IN_PROGRESS')], '3'],
    [[s('1', 'FAILED'), s('2', 'RUNNING'), s('3', 'FAILED')], '2'],
    [[s('1', 'COMPLETE'), s('2', 'FAILED'), s('3', 'FAILED')], '2'],
    [[s('1', 'COMPLETE'), s('2', 'QUEUED'), s('3', 'COMPLETE')], '3'],
  ])('picks the scenario in progress, else the first failed, else the last', (scenarios, id) => {
    expect(bddCurrentScenario(scenarios)?.id).toBe(id);
  });

  it('has none without scenarios', () => {
    expect(bddCurrentScenario([])).toBeUndefined();
  });
});

describe('bddSelectedScenario', () => {
  const s = (id: string, state: string): BddScenario => ({ id, name: id, state, statements: [] });
  const scenarios = [s('1', 'COMPLETED'), s('2', 'INPROGRESS'), s('3', 'PENDING')];
  it('is the one picked while listed, else the current one', () => {
    expect(bddSelectedScenario(scenarios, '3')?.id).toBe('3');
    expect(bddSelectedScenario(scenarios, undefined)?.id).toBe('2');
    expect(bddSelectedScenario(scenarios, 'gone')?.id).toBe('2');
    expect(bddSelectedScenario([], '1')).toBeUndefined();
  });
});

describe('bddReportItems (doc 1 §2.14, §5)', () => {
  it('lists the report in order, URLs as recordings', () => {
    expect(
      bddReportItems({
        response: {
          report: {
            recording: ' https://example.com/r.wav ',
            latency: 120,
            ok: true,
            empty: '',
            raw: { a: 1 },
          },
        },
      }),
    ).toEqual([
      { name: 'recording', value: 'https://example.com/r.wav', recording: true },
      { name: 'latency', value: '120', recording: false },
      { name: 'ok', value: 'true', recording: false },
      { name: 'empty', value: BDD_VIEW_TEXTS.emptyValue, recording: false },
      { name: 'raw', value: '{"a":1}', recording: false },
    ]);
    expect(bddReportItems({ response: null })).toEqual([]);
    expect(bddReportItems({})).toEqual([]);
  });
});

describe('the PAUSE modal (doc 1 §4.6)', () => {
  it('asks for an action only while the execution state is PAUSE', () => {
    const action = { id: 'a1', executionState: 'PAUSE', message: 'Unplug the device' };
    expect(bddPendingAction({ action_message_to_show_in_console: action })).toBe(action);
    expect(
      bddPendingAction({ action_message_to_show_in_console: { ...action, executionState: 'RESUME' } }),
    ).toBe(undefined);
    expect(bddPendingAction({ action_message_to_show_in_console: null })).toBeUndefined();
    expect(BDD_MESSAGES.pauseTitle).toBe('Following steps need be completed before continuing test');
    expect(BDD_MESSAGES.pauseQuestion).toBe('Are you sure you complete all steps?');
  });

  it('confirm sends state complete and cancel sends state failed', () => {
    expect(bddActionRequest('job-1', 'a1', true)).toEqual({
      jobId: 'job-1',
      actionId: 'a1',
      body: { message: 'confirm', state: 'complete' },
    });
    expect(bddActionRequest('job-1', 'a1', false).body).toEqual({ message: 'cancel', state: 'failed' });
    expect(bddActionRequestSchema.safeParse(bddActionRequest('job-1', 'a1', false)).success).toBe(true);
  });

  it('refuses a request that mixes confirm with failed', () => {
    const mixed = { jobId: 'j', actionId: 'a', body: { message: 'confirm', state: 'failed' } };
    expect(bddActionRequestSchema.safeParse(mixed).success).toBe(false);
    expect(bddActionRequestSchema.safeParse({ ...mixed, jobId: '' }).success).toBe(false);
    const body = bddActionBodySchema.safeParse({ message: 'cancel', state: 'complete' });
    expect(body.success || body.error.issues.map((issue) => issue.message)).toEqual([
      BDD_ACTION_MESSAGES_TEXT.mismatch,
    ]);
    expect(bddActionBodySchema.safeParse({ message: 'maybe', state: 'complete' }).success).toBe(false);
  });

  it("answers through the job's action route; an answered action shows its state in upper case", () => {
    expect(JOB_API_PATHS.action('job 1', 'a/1')).toBe('/api/jobs/job%201/actions/a%2F1');
    expect(BDD_ACTION_EXECUTION_STATES).toEqual({ complete: 'COMPLETE', failed: 'FAILED' });
  });

  it('reads the action from the live feed: the modal opens on PAUSE and closes once answered', () => {
    const job = { id: 'job-1' } as Parameters<typeof initialLiveJobFeed>[0];
    const change = (data: unknown) => {
      const parsed = parseLiveStateChange({ key: 'action_message_to_show_in_console', data });
      if (!parsed.ok) throw new Error(parsed.error);
      return parsed.value;
    };
    const paused = applyLiveStateChange(
      initialLiveJobFeed(job),
      change({ id: 'a1', executionState: 'PAUSE', message: 'Pair the phone' }),
    );
    expect(bddPendingAction(paused.v2data as never)).toEqual({
      id: 'a1',
      executionState: 'PAUSE',
      message: 'Pair the phone',
    });
    expect(paused.visualStats.speakers).toEqual({});
    const answered = applyLiveStateChange(paused, change({ id: 'a1', executionState: 'COMPLETE' }));
    expect(bddPendingAction(answered.v2data as never)).toBeUndefined();
    expect(parseLiveStateChange({ key: 'action_message_to_show_in_console', data: { id: 1 } }).ok).toBe(
      false,
    );
  });
});

describe('bddRunView (doc 1 §4.6)', () => {
  it.each([
    ['STARTING', 'starting'],
    ['SUCCEEDED', 'succeeded'],
    ['succeeded', 'succeeded'],
    ['RUNNING', 'running'],
    [undefined, 'running'],
  ])('%j shows %s', (status, view) => {
    expect(bddRunView(status)).toBe(view);
  });
});

describe("'Download recording' links (doc 1 §5)", () => {
  it.each([
    ['https://example.com/rec.wav', true],
    ['http://example.com/rec.wav', true],
    ['HTTPS://EXAMPLE.COM/a', true],
    ['ftp://example.com/rec.wav', false],
    ['s3://bucket/rec.wav', false],
    ['https://', false],
    ['see https://example.com', false],
    ['javascript:alert(1)', false],
    [42, false],
    [null, false],
  ])('%j is a recording link: %s', (value, link) => {
    expect(isBddRecordingLink(value)).toBe(link);
  });
});

describe('Device Info cards (doc 1 §2.14)', () => {
  const mapping = {
    COMPANION: { customerId: 'C2', dsn: 'D2', amazonId: 'A2', deviceName: 'Companion' },
    DUT: { customerId: 'C1', dsn: 'D1', amazonId: 'A1', deviceName: 'Echo' },
    OPTIONAL: [
      { customerId: 'C3', dsn: 'D3', deviceName: 'Opt 1' },
      { customerId: 'C3', dsn: 'D4', deviceName: 'Opt 2' },
    ],
  };

  it('lists one card per device with the lead tag first', () => {
    expect(bddDeviceCards(mapping, 'DUT').map((c) => [c.tag, c.dsn])).toEqual([
      ['DUT', 'D1'],
      ['COMPANION', 'D2'],
      ['OPTIONAL', 'D3'],
      ['OPTIONAL', 'D4'],
    ]);
    expect(bddDeviceCards(mapping).map((c) => c.tag)).toEqual(['COMPANION', 'DUT', 'OPTIONAL', 'OPTIONAL']);
  });

  it('pages cards by 6 and groups each page by tag', () => {
    const cards = Array.from({ length: 8 }, (_, i) => ({ tag: i < 5 ? 'A' : 'B', dsn: `D${i}` }));
    expect(bddPageCount(cards.length)).toBe(2);
    expect(bddPageCount(0)).toBe(1);
    expect(bddDeviceCardPage(cards, 1).map((g) => [g.tag, g.cards.length])).toEqual([
      ['A', 5],
      ['B', 1],
    ]);
    expect(bddDeviceCardPage(cards, 2).map((g) => [g.tag, g.cards.length])).toEqual([['B', 2]]);
    expect(bddDeviceCardPage(cards, 3)).toEqual([]);
  });

  it("lists a card's four fields, '-' when missing", () => {
    expect(bddDeviceCardFields({ customerId: 'C1', dsn: 'D1', amazonId: ' ', deviceName: null })).toEqual([
      { key: 'customerId', label: 'Customer Id', value: 'C1' },
      { key: 'dsn', label: 'Device Serial No', value: 'D1' },
      { key: 'amazonId', label: 'Amazon Id', value: '-' },
      { key: 'deviceName', label: 'Device Name', value: '-' },
    ]);
  });
});

describe('paging a list', () => {
  it('finds the page of an item and the items of a page', () => {
    expect(bddPageOf(0, 5)).toBe(1);
    expect(bddPageOf(4, 5)).toBe(1);
    expect(bddPageOf(5, 5)).toBe(2);
    expect(bddPageOf(-1, 5)).toBe(1);
    expect(bddPageItems([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(bddPageItems([1, 2, 3], 3, 2)).toEqual([]);
  });
});

describe('BDD run data', () => {
  it('reads scenarios with statements and the action message', () => {
    const data = bddRunDataSchema.parse({
      payload: [
        {
          id: 's1',
          name: 'Wake and answer',
          state: 'IN_PROGRESS',
          statements: [
            {
              statement: 'Given the device is idle',
              state: 'SUCCESS',
              response: { report: { recording: 'https://example.com/r.wav' } },
            },
            { statement: 'When I say the wake word', state: 'RUNNING' },
          ],
        },
      ],
      testStatus: { status: 'STARTING' },
      action_message_to_show_in_console: { id: 'a1', executionState: 'PAUSE', message: 'Press the button' },
    });
    expect(data.payload[0].statements).toHaveLength(2);
    expect(bddRunDataSchema.parse({}).payload).toEqual([]);
    expect(bddRunDataSchema.safeParse({ payload: [{ id: 's1' }] }).success).toBe(false);
  });
});
