import { type BddScenario } from '../results/bdd.schema';
import { type FunctionalTestCase } from '../results/functional.schema';
import { completionMail, completionMailMetrics, completionMailRunUrl } from './completion-mail.rule';
import { utteranceResultStub } from '../testing/utterance-result.stub';

const utterance = utteranceResultStub;
const scenario = (state: string): BddScenario => ({ id: state, name: state, state, statements: [] });
const testCase = (status: string): FunctionalTestCase => ({
  testCaseName: status,
  testCaseCategory: 'MUSIC',
  status,
  testCaseData: [],
});

describe('the completion mail of a run', () => {
  const acoustic = [
    utterance({ trialIndex: 0 }),
    utterance({ trialIndex: 1, responded: false, intent: 'PlayMusic', status: 'FAILURE' }),
    utterance({ trialIndex: 2, heard: false, responded: false, intent: null, status: 'FAILURE' }),
    utterance({ trialIndex: 1, dut: 'OPTIONAL_DUT1' }),
  ];

  it('tells a succeeded acoustic run with its counts, rates, link and report, word for word', () => {
    const mail = completionMail({
      jobId: 'a1b2',
      testName: 'Near_1',
      labName: 'Far Field Lab',
      outcome: 'succeeded',
      startedAt: new Date('2026-11-22T10:00:00.000Z'),
      finishedAt: '2026-11-22T10:05:30.000Z',
      results: acoustic,
      consoleOrigin: 'https://oak.example.com/',
    });
    expect(mail.subject).toBe('OAK run Near_1: Succeeded');
    expect(mail.runUrl).toBe('https://oak.example.com/v2/run?job=a1b2');
    expect(mail.attachment).toEqual({ fileName: 'oak-job-a1b2.csv', contentType: 'text/csv; charset=utf-8' });
    expect(mail.text).toBe(
      [
        'Your run Near_1 on lab Far Field Lab has ended: Succeeded.',
        '',
        'Started: 2026-11-22 10:00:00 UTC',
        'Ended: 2026-11-22 10:05:30 UTC',
        '',
        'Results',
        '  DUT: 3 played, 2 heard, 1 responded; 1 passed, 2 failed; FRR 33.33%, RAR 33.33%',
        '  OPTIONAL_DUT1: 1 played, 1 heard, 1 responded; 1 passed, 0 failed; FRR 0%, RAR 100%',
        '',
        'See the run: https://oak.example.com/v2/run?job=a1b2',
        "The run's CSV report is attached (oak-job-a1b2.csv).",
        '',
        'You get this mail because e-mail notification was enabled when the run was created.',
        '',
      ].join('\n'),
    );
  });

  it('tells why a failed run failed, and a run that recorded nothing says so', () => {
    const mail = completionMail({
      jobId: 'f00',
      testName: 'Broken',
      labName: 'Lab',
      outcome: 'failed',
      error: 'The lab has no Pi at 0.9m-90deg',
      failureClass: 'lab',
      startedAt: null,
      results: [],
      consoleOrigin: 'http://localhost:8080',
    });
    expect(mail.subject).toBe('OAK run Broken: Failed');
    expect(mail.text).toBe(
      [
        'Your run Broken on lab Lab has ended: Failed.',
        'Reason: The lab has no Pi at 0.9m-90deg',
        'Lab fault. Call the lab: a Raspberry Pi or its sync failed.',
        '',
        'Results',
        '  No results were recorded.',
        '',
        'See the run: http://localhost:8080/v2/run?job=f00',
        "The run's CSV report is attached (oak-job-f00.csv).",
        '',
        'You get this mail because e-mail notification was enabled when the run was created.',
        '',
      ].join('\n'),
    );
  });

  it('gives a run that played to its end its verdict: a failed one is a test failure, with why (issue 29)', () => {
    const mail = completionMail({
      jobId: 'acm',
      testName: 'Drop in',
      labName: 'Lab',
      outcome: 'failed',
      error: '1 of 1 ACM scenarios failed: 310 Drop in on a contact',
      failureClass: 'test',
      verdict: 'failed',
      results: [],
      consoleOrigin: 'http://localhost',
    });
    expect(mail.subject).toBe('OAK run Drop in: Failed');
    expect(mail.text.split('\n').slice(0, 4)).toEqual([
      'Your run Drop in on lab Lab has ended: Failed.',
      'Verdict: Failed',
      'Reason: 1 of 1 ACM scenarios failed: 310 Drop in on a contact',
      "Test failure. The device failed the test's score: see its results.",
    ]);
    const passed = completionMail({
      jobId: 'ok',
      testName: 'Fine',
      labName: 'Lab',
      outcome: 'succeeded',
      verdict: 'passed',
      results: [],
      consoleOrigin: 'http://localhost',
    });
    expect(passed.text.split('\n').slice(0, 2)).toEqual([
      'Your run Fine on lab Lab has ended: Succeeded.',
      'Verdict: Passed',
    ]);
  });

  it('names a canceled run canceled, without a reason', () => {
    const mail = completionMail({
      jobId: 'c',
      testName: 'Stopped',
      labName: 'Lab',
      outcome: 'canceled',
      error: 'ignored for a canceled run',
      failureClass: 'oak',
      results: [],
      consoleOrigin: 'http://localhost',
    });
    expect(mail.subject).toBe('OAK run Stopped: Canceled');
    expect(mail.text.split('\n')[0]).toBe('Your run Stopped on lab Lab has ended: Canceled.');
    expect(mail.text).not.toContain('Reason');
    expect(mail.text).not.toContain('OAK fault');
  });

  it('counts ACM scenarios and functional test cases by status, in the live views’ words and order', () => {
    expect(
      completionMailMetrics([scenario('FAILED'), scenario('SUCCESS'), scenario('COMPLETE'), scenario('odd')]),
    ).toEqual(['Scenarios: 4: Passed 2, Failed 1, odd 1']);
    expect(
      completionMailMetrics([
        testCase('SKIPPED'),
        testCase('PASSED'),
        testCase('TIMEOUT'),
        testCase('ERROR'),
      ]),
    ).toEqual(['Test cases: 4: Passed 1, Error 1, Skipped 1, Timed Out 1']);
    expect(completionMailMetrics([])).toEqual([]);
  });

  it('gives each device of a stability run its utterances passing and its pass rate (issue 30)', () => {
    const row = (deviceName: string, passCount: number, failCount: number, offlineCount = 0) => ({
      tag: 'DUT',
      deviceSerialNumber: deviceName,
      deviceName,
      utterance: `Alexa, ${passCount}`,
      totalAttempts: passCount + failCount + offlineCount,
      passCount,
      failCount,
      errorCount: 0,
      offlineCount,
      passRate: Math.round((passCount / (passCount + failCount)) * 1000) / 10,
      passed: passCount / (passCount + failCount) >= 0.9,
      lastResponse: null,
      lastIntent: null,
      comments: '',
    });
    expect(
      completionMailMetrics([
        row('Good', 10, 0),
        row('Good', 9, 1),
        row('Poor', 7, 3),
        row('Poor', 10, 0, 2),
      ]),
    ).toEqual([
      'Good: 2 of 2 utterances at or above the pass rate needed; 20 attempts, pass rate 95%',
      'Poor: 1 of 2 utterances at or above the pass rate needed; 22 attempts, pass rate 85%',
    ]);
  });

  it('gives each device of a FAR run its false wakes and each utterance of a UPL run its TP50 and TP90 (issue 30)', () => {
    const far = (deviceName: string, falseWakes: number) => ({
      tag: 'DUT',
      customerId: 'A1ACME',
      deviceSerialNumber: `G0${deviceName.toUpperCase()}`,
      deviceName,
      status: 'ONLINE' as const,
      falseWakes,
      allowed: 3,
      failed: falseWakes > 3,
      offlineChecks: 0,
      checks: 12,
      chunksPlayed: 144,
      totalChunks: 144,
      comments: '',
    });
    const upl = (utterance: string, tp50: number | null, tp90: number | null) => ({
      utterance,
      domain: null,
      totalAttempts: 3,
      averageUPLValue: tp50,
      tp50,
      tp90,
      limitMs: 2000,
      resultStatus: null,
      comments: '',
      attempts: [],
    });
    expect(
      completionMailMetrics([
        far('Good', 1),
        far('Poor', 9),
        upl('Alexa, what time is it', 1180, 1420),
        upl('Alexa, stop', null, null),
      ]),
    ).toEqual([
      'Good: 1 false wake (at most 3 allowed) in 144 of 144 chunks',
      'Poor: 9 false wakes (at most 3 allowed) in 144 of 144 chunks',
      "'Alexa, what time is it': TP50 1180 ms, TP90 1420 ms over 3 attempts (at most 2000 ms)",
      "'Alexa, stop': no latency measured in 3 attempts",
    ]);
  });

  it('links the run by its id, encoded, whatever the origin ends with', () => {
    expect(completionMailRunUrl('https://oak.test//', 'a b')).toBe('https://oak.test/v2/run?job=a%20b');
  });
});
