import {
  ACM_SCENARIO_NAME,
  ACM_STATEMENT_STATES,
  type BddScenario,
  type FunctionalTestCase,
  type FunctionalUtteranceResult,
  JOB_API_PATHS,
  JOB_DUT_TAG,
  LIVE_RUNS_TEXTS,
  type JobUtteranceResult,
  type Lab,
  type LabJob,
  type Pi,
  ROUTES,
  type VirtualDeviceFaults,
  type VirtualDeviceJournalEntry,
  jobVerdictTitle,
} from '@oak/shared';
import { normaliseUtterance } from '../simulator/src/lab/assistant/utterance-text.util';
import { eventually } from '../cloud/src/testing/eventually.util';
import {
  acousticRun,
  cancelActiveRuns,
  finishedJob,
  functionalRun,
  labLock,
  readyVirtualLab,
  resultsOf,
  submitRun,
} from './support/acoustic-runs';
import { useCheckedPage } from './support/browser';
import { E2E_ADMIN, e2eInstance } from './support/e2e-instance';
import { oakCli } from './support/oak-cli';
import { openSignedIn } from './support/session';
import {
  type DeviceRef,
  VIRTUAL_COMMS_LAB,
  VIRTUAL_CUSTOMER,
  VIRTUAL_FRIEND,
  VIRTUAL_GOOD_DUT,
  VIRTUAL_POOR_DUT,
  type VirtualLabApi,
  deviceJournal,
  setDeviceFaults,
} from './support/virtual-lab-api';

/**
 * What each device is made to do (the simulator's faults control): the good
 * Echo never errs, the poor one misses, mishears and mis-slots at rates a
 * short run shows each of, with seeds chosen so that it does. Seeded, the
 * same utterances get the same faults each time, whatever ran before.
 */
const GOOD: VirtualDeviceFaults = { seed: 'walk-good', missRate: 0, mishearRate: 0, slotErrorRate: 0 };
const POOR_RATES = { missRate: 0.2, mishearRate: 0.25, slotErrorRate: 0.5 } as const;
const POOR_ACOUSTIC: VirtualDeviceFaults = { seed: 'walk-acoustic-19', ...POOR_RATES };
const POOR_FUNCTIONAL: VirtualDeviceFaults = { seed: 'walk-functional-28', ...POOR_RATES };
/** ACM says a phrase up to three times: a device that errs more often than not fails a statement. */
const POOR_ACM: VirtualDeviceFaults = {
  seed: 'walk-acm-3',
  missRate: 0.5,
  mishearRate: 0.5,
  slotErrorRate: 0,
};

/** Near field plays this many utterances, half in silence and half in pink noise. */
const NEAR_FIELD_UTTERANCES = 8;
/** How the results name the slot the simulator said wrong: AM/PM is part of the time. */
const SLOT_WORDS: Readonly<Record<string, string>> = { meridiem: 'time' };

/** A card's verdict, whichever it is: 'Verdict: Failed' (jobVerdictTitle). */
const VERDICT_TITLE = new RegExp(`^${jobVerdictTitle('passed').split(' ')[0]} `);

type Outcome = VirtualDeviceJournalEntry['outcome'];
const FAULTS: readonly Outcome[] = ['silent', 'misheard', 'misSlotted'];

/** A run played with the faults given, once it has ended: its job and what each device did meanwhile. */
interface Played {
  readonly job: LabJob;
  readonly journal: VirtualDeviceJournalEntry[];
  /** What the other device of the room did (none for a booth). */
  readonly other: VirtualDeviceJournalEntry[];
}

/**
 * The journal's entry for each utterance a run said, in order: the next
 * entry that says it (what the device did with anything else, an injected
 * check or a false wake, is not the run's); undefined when the device was not
 * addressed by it.
 */
function entriesFor(
  journal: readonly VirtualDeviceJournalEntry[],
  questions: readonly string[],
): (VirtualDeviceJournalEntry | undefined)[] {
  let next = 0;
  return questions.map((question) => {
    const said = normaliseUtterance(question);
    const index = journal.findIndex((entry, at) => at >= next && entry.said === said);
    if (index < 0) return undefined;
    next = index + 1;
    return journal[index];
  });
}

/**
 * The walk of issue 29's 'Done when': a good and a poor Echo through near
 * field, functional and ACM on the virtual lab, submitted through the API,
 * each run's results checked utterance by utterance against what the
 * simulator says each device was made to do (its journal): each of the poor
 * one's missed, misheard and mis-slotted answers is failed with its reason,
 * every utterance it got right passes, nothing of either device is blamed on
 * the other, and each run's verdict is its family's rule applied to the
 * journal. Live Runs shows the poor run failed and the good one passed.
 */
describe('verdicts against what each device was made to do', () => {
  const page = useCheckedPage();
  const { deviceCloudUrl } = e2eInstance();
  let api: VirtualLabApi;
  let lab: Lab;
  let pis: Pi[];

  beforeAll(async () => {
    ({ api, lab, pis } = await readyVirtualLab(e2eInstance().url, E2E_ADMIN));
  }, 300_000);
  // A run a failed test left active would hold its lab for every later test.
  afterEach(() => cancelActiveRuns(api), 90_000);

  afterAll(async () => {
    for (const dsn of [
      VIRTUAL_GOOD_DUT.deviceserial,
      VIRTUAL_POOR_DUT.deviceserial,
      VIRTUAL_COMMS_LAB.devices.one[0],
    ])
      await setDeviceFaults(deviceCloudUrl, dsn, null);
  });

  /** Where each device's journal stands now: a run's entries are those after it. */
  const journalEnd = async (dsn: string) => (await deviceJournal(deviceCloudUrl, dsn)).at(-1)?.seq ?? 0;

  /**
   * Submits `run` on `dsn` with the faults given once its lab is free (the
   * other device of its room, `otherDsn`, keeps its own); resolves when it has
   * ended, with the journal entries of both devices since the submission.
   */
  async function start(
    dsn: string,
    faults: VirtualDeviceFaults,
    run: { readonly labId: string },
    otherDsn?: string,
  ): Promise<{ id: string; ended: Promise<Played> }> {
    await eventually(
      () => labLock(api, run.labId),
      (lock) => lock === 0,
      300_000,
      250,
    );
    await setDeviceFaults(deviceCloudUrl, dsn, faults);
    const from = { dut: await journalEnd(dsn), other: otherDsn ? await journalEnd(otherDsn) : 0 };
    const { id } = await submitRun(api, run);
    const ended = (async () => {
      const job = await finishedJob(api, id, 300_000);
      return {
        job,
        journal: await deviceJournal(deviceCloudUrl, dsn, from.dut),
        other: otherDsn ? await deviceJournal(deviceCloudUrl, otherDsn, from.other) : [],
      };
    })();
    // Awaited by the test; a rejection before then is the test's too.
    ended.catch(() => undefined);
    return { id, ended };
  }

  /** Plays `run` on `dut` in the virtual lab's room, beside the other Echo, to its end. */
  const play = async (dut: DeviceRef, faults: VirtualDeviceFaults, run: { readonly labId: string }) => {
    const other = dut === VIRTUAL_POOR_DUT ? VIRTUAL_GOOD_DUT : VIRTUAL_POOR_DUT;
    return (await start(dut.deviceserial, faults, run, other.deviceserial)).ended;
  };

  it('near field: each result is what the DUT did, the poor Echo failed for its own faults alone', async () => {
    // The good Echo stands in the room while the poor one is tested, and erred nowhere; then the reverse.
    await setDeviceFaults(deviceCloudUrl, VIRTUAL_GOOD_DUT.deviceserial, GOOD);
    const nearField = (name: string, dut: DeviceRef) =>
      acousticRun(lab, pis, name, 'AC_NEAR_FIELD', ['0.9m-90deg'], {
        dut,
        customOptions: { utteranceCount: NEAR_FIELD_UTTERANCES },
      });
    const poor = await play(VIRTUAL_POOR_DUT, POOR_ACOUSTIC, nearField('Walk_Near_Poor', VIRTUAL_POOR_DUT));
    const good = await play(VIRTUAL_GOOD_DUT, GOOD, nearField('Walk_Near_Good', VIRTUAL_GOOD_DUT));

    const check = async ({ job, journal }: Played) => {
      const results = (await resultsOf(api, job.id)).filter((result) => result.dut === JOB_DUT_TAG);
      expect(results).toHaveLength(NEAR_FIELD_UTTERANCES);
      const entries = entriesFor(
        journal,
        results.map((result) => result.questionPlayed),
      );
      for (const [index, result] of results.entries()) {
        const entry = entries[index];
        const seen = `${job.id} #${result.trialIndex} '${result.questionPlayed}'`;
        if (!entry) throw new Error(`The DUT's journal has no entry for ${seen}`);
        expectResult(result, entry, seen);
      }
      // The acoustic family's rule: its rates are measured, not judged; a run played to its end passes.
      expect(job).toMatchObject({ state: 'succeeded', verdict: 'passed' });
      const junit = (await api.requestText(JOB_API_PATHS.report(job.id, 'junit'))).text;
      const faulty = entries.filter((entry) => FAULTS.includes(entry!.outcome)).length;
      expect(junit).toContain(`failures="${faulty}"`);
      return entries as VirtualDeviceJournalEntry[];
    };
    const poorEntries = await check(poor);
    const goodEntries = await check(good);
    // The seed makes the poor Echo show every fault in so short a run, and get some right.
    expect(new Set(poorEntries.map((entry) => entry.outcome))).toEqual(
      new Set(['heard', 'silent', 'misheard', 'misSlotted']),
    );
    expect(goodEntries.every((entry) => entry.outcome === 'heard')).toBe(true);
    // Neither is blamed for the other: the good Echo heard right each utterance the poor one got wrong, and
    // its run's results are all right while the poor one, in the room, erred on its utterances too.
    const goodOnPoorRun = entriesFor(
      poor.other,
      poorEntries.map((entry) => entry.said),
    );
    expect(goodOnPoorRun.every((entry) => entry?.outcome === 'heard')).toBe(true);
    const poorOnGoodRun = entriesFor(
      good.other,
      goodEntries.map((entry) => entry.said),
    );
    expect(poorOnGoodRun.some((entry) => entry && FAULTS.includes(entry.outcome))).toBe(true);
  }, 600_000);

  it('functional and ACM: each case, statement and verdict follow what the DUT did; Live Runs shows the poor run Failed and the good one Passed', async () => {
    const comms = await api.connectedLab(VIRTUAL_COMMS_LAB.name, VIRTUAL_COMMS_LAB.pis);
    await oakCli('allow', VIRTUAL_CUSTOMER.customerId, ACM_SCENARIO_NAME);
    await setDeviceFaults(deviceCloudUrl, VIRTUAL_GOOD_DUT.deviceserial, GOOD);
    const rows = [{ category: 'FUNC_CUSTOM', scenarios: ['TIMER'] }];
    const acmDut = VIRTUAL_COMMS_LAB.devices.one[0];
    const acmRun = (name: string) => ({
      name,
      locale: 'en_US',
      enableEmailNotification: false,
      scenarioType: 'CUSTOM',
      customizedScenarios: [{ category: 'CALLING', scenarios: ['302'] }],
      deviceAttributes: { irBlasters: false, dimmable: false },
      testSuite: {
        id: ACM_SCENARIO_NAME,
        displayName: 'ACM',
        category: 'MULTIMODAL',
        config: '{}',
        mapping: [],
      },
      testMapping: { mapping: [], actorMapping: [], deviceMapping: [] },
      testOptions: {},
      labId: comms.lab.id,
      accountConfig: [
        { customerIdInfo: VIRTUAL_CUSTOMER, devicePiConfig: [devicePi(acmDut, 'Booth 1')] },
        {
          customerIdInfo: VIRTUAL_FRIEND,
          devicePiConfig: [devicePi(VIRTUAL_COMMS_LAB.devices.two[0], 'Booth 3')],
        },
      ],
      referenceMicConsent: true,
    });

    // The poor Echo's functional run and the good Echo's ACM run play at once, in two labs, watched in one
    // view of Live Runs: each card ends with its verdict. Live Runs lists the runs active when it loads (or
    // reloads), so it is open first and reloaded once both are submitted: a short run cannot end unseen.
    await openSignedIn(page(), ROUTES.liveRuns);
    const poorFunctional = await start(
      VIRTUAL_POOR_DUT.deviceserial,
      POOR_FUNCTIONAL,
      functionalRun(lab, pis, 'Walk_Func_Poor', rows, VIRTUAL_POOR_DUT),
      VIRTUAL_GOOD_DUT.deviceserial,
    );
    const goodAcm = await start(acmDut, GOOD, acmRun('Walk_Acm_Good'));
    await page().getByRole('button', { name: LIVE_RUNS_TEXTS.reload }).click();
    const verdictOn = async (name: string) => {
      const verdict = page().getByRole('article', { name }).getByText(VERDICT_TITLE).first();
      await verdict.waitFor({ timeout: 240_000 });
      return verdict.innerText();
    };
    const [poorCard, goodCard] = await Promise.all([verdictOn('Walk_Func_Poor'), verdictOn('Walk_Acm_Good')]);
    expect([poorCard.trim(), goodCard.trim()]).toEqual([
      jobVerdictTitle('failed'),
      jobVerdictTitle('passed'),
    ]);
    const played = { poorFunctional: await poorFunctional.ended, goodAcm: await goodAcm.ended };

    // Then the reverse, through the API alone.
    const goodFunctional = await start(
      VIRTUAL_GOOD_DUT.deviceserial,
      GOOD,
      functionalRun(lab, pis, 'Walk_Func_Good', rows),
      VIRTUAL_POOR_DUT.deviceserial,
    );
    const poorAcm = await start(acmDut, POOR_ACM, acmRun('Walk_Acm_Poor'));
    const reverse = { goodFunctional: await goodFunctional.ended, poorAcm: await poorAcm.ended };

    // Functional: case by case against the journal; the poor Echo's faults are its own.
    const poor = await checkFunctional(api, played.poorFunctional);
    const good = await checkFunctional(api, reverse.goodFunctional);
    expect(new Set(poor.map((entry) => entry.outcome))).toEqual(new Set(['heard', 'misheard', 'misSlotted']));
    expect(played.poorFunctional.job.verdict).toBe('failed');
    expect(good.every((entry) => entry.outcome === 'heard')).toBe(true);
    // The good Echo, in the room, heard right every utterance the poor one got wrong: those failed all the same.
    const faulty = poor.filter((entry) => FAULTS.includes(entry.outcome));
    expect(
      entriesFor(
        played.poorFunctional.other,
        faulty.map((entry) => entry.said),
      ).map((entry) => entry?.outcome),
    ).toEqual(faulty.map(() => 'heard'));

    // ACM: statement by statement against the journal of account one's Echo.
    const poorAcmJournal = await checkAcm(api, reverse.poorAcm);
    expect(new Set(poorAcmJournal.map((entry) => entry.outcome))).toEqual(new Set(['silent', 'misheard']));
    expect(reverse.poorAcm.job.verdict).toBe('failed');
    const goodAcmJournal = await checkAcm(api, played.goodAcm);
    expect(goodAcmJournal.every((entry) => entry.outcome === 'heard')).toBe(true);
    expect(played.goodAcm.job.verdict).toBe('passed');
  }, 600_000);
});

/**
 * An acoustic result against the journal: missed, it was not heard; misheard,
 * it reads what the DUT heard and fails (the seed gives no lucky mishearing
 * that still carried the expected intent); mis-slotted, it names the slot; right, it passes.
 */
function expectResult(result: JobUtteranceResult, entry: VirtualDeviceJournalEntry, seen: string): void {
  const got = { seen, ...result };
  switch (entry.outcome) {
    case 'silent':
      expect(got).toMatchObject({ seen, heard: false, status: 'FAILURE' });
      return;
    case 'misheard':
      expect([seen, entry.intent]).not.toEqual([seen, result.expectedResponse]);
      expect(got).toMatchObject({
        seen,
        heard: true,
        dutHeard: entry.heardAs,
        intent: entry.intent,
        responded: false,
        status: 'FAILURE',
      });
      return;
    case 'misSlotted':
      expect(got).toMatchObject({
        seen,
        heard: true,
        intent: result.expectedResponse,
        dutResponded: entry.response,
        responded: false,
        status: 'FAILURE',
        wrongSlot: expect.stringMatching(new RegExp(`^wrong ${SLOT_WORDS[entry.slot!] ?? entry.slot}: `)),
      });
      return;
    default:
      expect(got).toMatchObject({
        seen,
        heard: true,
        dutHeard: entry.heardAs,
        responded: true,
        status: 'SUCCESS',
      });
  }
}

/** A functional utterance's cloud validation against the journal, its reason in the validation's logs. */
function expectFunctionalUtterance(
  utterance: FunctionalUtteranceResult,
  entry: VirtualDeviceJournalEntry,
  logs: readonly string[],
  seen: string,
): void {
  const got = { seen, ...utterance };
  const logged = logs.filter((log) => log.includes(utterance.questionPlayed));
  switch (entry.outcome) {
    case 'heard':
      expect(got).toMatchObject({ seen, status: 'SUCCEEDED', dutHeard: entry.heardAs });
      return;
    case 'silent':
      expect(got).toMatchObject({ seen, status: 'FAILED', dutHeard: '', scoreFalseRejectionRate: 1 });
      expect([seen, logged.length]).toEqual([seen, 1]);
      return;
    case 'misheard':
      expect(got).toMatchObject({ seen, status: 'FAILED', dutHeard: entry.heardAs });
      expect([seen, logged.some((log) => log.includes(entry.heardAs!))]).toEqual([seen, true]);
      return;
    default:
      // Mis-slotted: the answer it said, with its wrong slot, fails, and the log quotes it.
      expect(got).toMatchObject({ seen, status: 'FAILED', dutResponded: entry.response });
      expect([seen, logged.some((log) => log.includes(entry.response!))]).toEqual([seen, true]);
  }
}

/** An ACM device of an account: its serial, named as the wizard does, beside the Pi of its booth. */
function devicePi(dsn: string, pi: string) {
  return { dsnInfo: { name: dsn, dsn, deviceOrderId: 0 }, pi: { name: pi }, firmware: 'virtual-1.0.0' };
}

/**
 * A functional run's cases against the DUT's journal, in order. Up to an
 * utterance's first fault the device is in the state its case expects, so
 * each utterance until then is judged as the journal says (right: passed;
 * missed, misheard, mis-slotted: failed, the reason in the logs); a fault of
 * a counted utterance fails its case, and the reference mic never passes an
 * utterance the DUT got wrong (whatever another device said). A case without
 * fault passes its cloud validation. The verdict is the family's rule: any
 * case not passed fails the run. Answers the journal's entries of the run.
 */
async function checkFunctional(
  api: VirtualLabApi,
  { job, journal }: Played,
): Promise<VirtualDeviceJournalEntry[]> {
  const cases = (await api.request<FunctionalTestCase[]>(JOB_API_PATHS.results(job.id))).body;
  expect(cases.length).toBeGreaterThan(0);
  const seenEntries: VirtualDeviceJournalEntry[] = [];
  let rest = journal;
  for (const testCase of cases) {
    const validation = (type: string) =>
      testCase.testCaseData.find((candidate) => candidate.validationType === type);
    const cloud = validation('CLOUD')!;
    const utterances = cloud.utteranceResults ?? [];
    const entries = entriesFor(
      rest,
      utterances.map((utterance) => utterance.questionPlayed),
    );
    const last = entries.findLast((entry) => entry !== undefined);
    if (last) rest = rest.slice(rest.indexOf(last) + 1);
    const firstFault = entries.findIndex((entry) => entry && FAULTS.includes(entry.outcome));
    const judged = firstFault < 0 ? utterances.length : firstFault + 1;
    for (const [index, utterance] of utterances.slice(0, judged).entries()) {
      const entry = entries[index];
      const seen = `${job.id} '${testCase.testCaseName}' '${utterance.questionPlayed}'`;
      if (!entry) throw new Error(`The DUT's journal has no entry for ${seen}`);
      seenEntries.push(entry);
      expectFunctionalUtterance(utterance, entry, cloud.failureLogs ?? [], seen);
      if (FAULTS.includes(entry.outcome)) {
        const heard = validation('REFERENCE_MIC_SPEECH_AUDIO')?.utteranceResults?.find(
          (row) => row.questionPlayed === utterance.questionPlayed,
        );
        expect([seen, heard?.status]).not.toEqual([seen, 'SUCCEEDED']);
      }
    }
    const named = (status: string | undefined) => [testCase.testCaseName, status];
    if (firstFault < 0) expect(named(cloud.status)).toEqual(named('SUCCEEDED'));
    else if (utterances[firstFault]!.utteranceAttribute === 'normal') {
      // A counted fault fails the case: the reference mic never passes the faulty utterance (checked above),
      // and a recording of another of its utterances cannot pass the case for it (issue 29).
      expect(named(testCase.status)).toEqual(named('FAILED'));
    }
  }
  const anyFailed = cases.some((testCase) => testCase.status !== 'SUCCEEDED');
  expect(job).toMatchObject(
    anyFailed ? { state: 'failed', verdict: 'failed' } : { state: 'succeeded', verdict: 'passed' },
  );
  return seenEntries;
}

/**
 * An ACM run's statements said to account one's Echo (its Pi, Booth 1)
 * against that Echo's journal: each attempt at a phrase is one entry, all but
 * the last went wrong; the last decides the statement (right: success;
 * missed: 'did not hear the phrase'; misheard: 'took ... instead of'). A failed
 * statement fails its scenario and the rest is skipped; the verdict is the
 * family's rule: a failed scenario fails the run. Answers the entries judged.
 */
async function checkAcm(api: VirtualLabApi, { job, journal }: Played): Promise<VirtualDeviceJournalEntry[]> {
  const scenarios = (await api.request<BddScenario[]>(JOB_API_PATHS.results(job.id))).body;
  const judged: VirtualDeviceJournalEntry[] = [];
  let rest = journal.filter((entry) => entry.outcome !== 'falseWake');
  let failed = false;
  for (const statement of scenarios.flatMap((scenario) => scenario.statements)) {
    const report = (statement.response?.report ?? {}) as Record<string, unknown>;
    if (report.pi !== 'Booth 1' || failed) continue;
    const named = (state: string) => [statement.statement, state];
    const attempts = Number(report.attempts);
    const said = rest.slice(0, attempts);
    expect(said).toHaveLength(attempts);
    rest = rest.slice(attempts);
    judged.push(...said);
    expect(said.slice(0, -1).every((entry) => FAULTS.includes(entry.outcome))).toBe(true);
    const last = said.at(-1)!;
    expect(report.heard).toBe(last.heardAs ?? '');
    if (last.outcome === 'heard') {
      expect(named(statement.state)).toEqual(named(ACM_STATEMENT_STATES.success));
      continue;
    }
    expect(named(statement.state)).toEqual(named(ACM_STATEMENT_STATES.failed));
    expect(report.failure).toMatch(
      last.outcome === 'silent' ? /did not hear the phrase$/ : new RegExp(`took ${last.intent} instead of`),
    );
    failed = true;
  }
  expect(judged.length).toBeGreaterThan(0);
  expect(job).toMatchObject(
    failed ? { state: 'failed', verdict: 'failed' } : { state: 'succeeded', verdict: 'passed' },
  );
  return judged;
}
