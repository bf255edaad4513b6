import {
  FAR_MESSAGES,
  FAR_TABLE_COLUMNS,
  FAR_VIEW_TEXTS,
  JOB_FAILURE_CLASS_TEXTS,
  JOB_RESUME_MESSAGES,
  JOB_TERMINATION_MESSAGES,
  LAB_API_PATHS,
  LIVE_END_MESSAGES,
  LIVE_METRICS_LABELS,
  LIVE_RUNS_JOB_PARAM,
  LIVE_RUNS_TEXTS,
  LIVE_TAB_LABELS,
  type Lab,
  type Pi,
  ROOM_ORIENTATION_TEXTS,
  RESOURCE_SYNC_API_PATHS,
  ROUTES,
  RUN_LIST_TEXTS,
  STABILITY_LIVE_COLUMNS,
  STABILITY_TABLE_TITLES,
  STABILITY_VIEW_TEXTS,
  SYNC_PART_STATE_LABELS,
  type SyncHistoryEntry,
  UPL_RUN_MESSAGES,
  UPL_TABLE_TITLES,
  UPL_VIEW_TEXTS,
  jobFailureLine,
  jobVerdictTitle,
} from '@oak/shared';
import { readFileSync } from 'node:fs';
import { type Locator } from 'playwright-core';
import { eventually } from '../cloud/src/testing/eventually.util';
import {
  ACOUSTIC_SUITE,
  MOBILE_SUITE,
  UPL_SUITE,
  acousticRun,
  cancelActiveRuns,
  finishedJob,
  functionalRun,
  jobNow,
  readyVirtualLab,
  resultsAtLeast,
  resultsOf,
  submitRun,
} from './support/acoustic-runs';
import { expectAccessible } from './support/accessibility';
import { useCheckedPage } from './support/browser';
import { E2E_ADMIN, e2eInstance } from './support/e2e-instance';
import { liveCard } from './support/live-card';
import { openSignedIn } from './support/session';
import {
  VIRTUAL_CUSTOMER,
  VIRTUAL_GOOD_DUT,
  VIRTUAL_POOR_DUT,
  type VirtualLabApi,
} from './support/virtual-lab-api';

/** The figure under a metric's label in a run's card. */
async function metric(card: Locator, label: string): Promise<string> {
  return (
    await card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').innerText()
  ).trim();
}

/**
 * The Live Runs screen on the virtual lab: runs submitted as the wizard
 * submits them, watched in a real browser over the live feed.
 */
describe('Live Runs in a browser', () => {
  const page = useCheckedPage();
  let api: VirtualLabApi;
  let lab: Lab;
  let pis: Pi[];

  beforeAll(async () => {
    ({ api, lab, pis } = await readyVirtualLab(e2eInstance().url, E2E_ADMIN));
  }, 300_000);
  // A run a failed test left active would hold its lab for every later test.
  afterEach(() => cancelActiveRuns(api), 90_000);

  it('watches a run live from its start to Completed', async () => {
    // Two Pis were last sent something else: the run syncs the near one again, and not the far one,
    // whose sync its details must not list (issue 29: the run's, not every Pi of the lab that synced).
    const manual = await api.request<{ syncId: string }>(RESOURCE_SYNC_API_PATHS.submit(lab.id), {
      method: 'POST',
      body: JSON.stringify({
        locales: ['en_US'],
        locations: ['0.9m-90deg', '2.7m-30deg'],
        // Speech without the wake word: none of the files the near field run plays.
        manifests: ['AC_FAR'],
      }),
    });
    expect(manual.status).toBe(200);
    await eventually(
      async () => (await api.request<SyncHistoryEntry[]>(RESOURCE_SYNC_API_PATHS.history(lab.id))).body,
      (history) =>
        history.find((sync) => sync.id === manual.body.syncId)?.pis.every((pi) => pi.finishedAt !== null) ??
        false,
      120_000,
      500,
    );
    const job = await submitRun(api, acousticRun(lab, pis, 'Watch_Live', 'AC_NEAR_FIELD', ['0.9m-90deg']));
    await openSignedIn(page(), ROUTES.liveRuns);
    const card = await liveCard(page(), api, job, 'Watch_Live');

    // On its way: the breadcrumbs read a percentage between the ends, and the figures fill in.
    await card.getByRole('group', { name: /^In Progress \([1-9]\d?%\)$/ }).waitFor({ timeout: 120_000 });
    expect(await metric(card, LIVE_METRICS_LABELS.questionPlayed)).toMatch(/^[1-9]\d*\/\d+$/);
    expect(await card.getByRole('button', { name: LIVE_RUNS_TEXTS.terminate }).isVisible()).toBe(true);
    // Where its speech and noise come from: the orientation image of its scenario type (doc 1 §2.4).
    expect(
      await card.getByRole('img', { name: ROOM_ORIENTATION_TEXTS.title('AC_NEAR_FIELD') }).isVisible(),
    ).toBe(true);

    await expectAccessible(page(), 'Live Runs, an acoustic run in progress');
    await card.getByText(LIVE_END_MESSAGES.completed).waitFor({ timeout: 240_000 });
    await card.getByRole('group', { name: 'In Progress (100%)' }).waitFor();
    expect((await finishedJob(api, job.id)).state).toBe('succeeded');
    const results = await resultsOf(api, job.id);
    expect(await metric(card, LIVE_METRICS_LABELS.questionPlayed)).toBe(
      `${results.length}/${results.length}`,
    );
    const heard = results.filter((result) => result.heard).length;
    expect(await metric(card, LIVE_METRICS_LABELS.dutHeardFrr)).toContain(String(heard));
    expect(
      await card
        .getByRole('progressbar', { name: LIVE_RUNS_TEXTS.progressOf('Watch_Live') })
        .getAttribute('aria-valuenow'),
    ).toBe('100');
    expect(await card.getByRole('button', { name: LIVE_RUNS_TEXTS.terminate }).count()).toBe(0);

    // Its details: what was asked of which device, and the resources each Pi of the lab holds.
    await card.getByRole('tab', { name: LIVE_TAB_LABELS.testDetails }).click();
    await card.getByText(VIRTUAL_GOOD_DUT.deviceserial).waitFor();
    const sync = card.getByRole('region', { name: LIVE_RUNS_TEXTS.resourceSync });
    const near = sync
      .getByRole('row')
      .filter({ has: page().getByRole('rowheader', { name: /Speech 0\.9 m 90°/ }) });
    await near
      .getByRole('cell')
      .nth(1)
      .getByText(SYNC_PART_STATE_LABELS.complete, { exact: true })
      .waitFor({ timeout: 30_000 });
    expect(await sync.getByText('Speech 2.7 m 30°').count()).toBe(0);
    await expectAccessible(page(), "Live Runs, a completed run's test details");
    expect(
      await sync.getByRole('link', { name: LIVE_RUNS_TEXTS.syncDetailsOnLabs }).getAttribute('href'),
    ).toBe(`${ROUTES.labs}?lab=${lab.id}`);
  }, 420_000);

  it('watches a short custom FAR run fill its table and chart, then finish (issue 30)', async () => {
    // Two one-minute chunks of the FAR track from the noise Pi, a few seconds at the lab's pace.
    const job = await submitRun(
      api,
      acousticRun(lab, pis, 'Far_Live', 'AC_FAR_CUSTOM', ['0.9m-90deg', '1.8m-135deg'], {
        customOptions: { farDurationMinutes: 2, farChunkMinutes: 1 },
      }),
    );
    expect(job.family).toBe('far');
    await openSignedIn(page(), `${ROUTES.liveRuns}?${LIVE_RUNS_JOB_PARAM}=${job.id}`);
    const card = await liveCard(page(), api, job, 'Far_Live');
    // Test Details alone (doc 1 §2.2), filled by the FAR view as the chunks play.
    expect(await card.getByRole('tab').allInnerTexts()).toEqual([LIVE_TAB_LABELS.testDetails]);
    const table = card.getByRole('table', { name: FAR_VIEW_TEXTS.table });
    await table.waitFor({ timeout: 120_000 });
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(Object.values(FAR_TABLE_COLUMNS));
    await table.getByRole('cell', { name: VIRTUAL_GOOD_DUT.deviceserial }).waitFor();
    await card.getByRole('figure', { name: FAR_VIEW_TEXTS.chartTitle }).waitFor({ timeout: 60_000 });
    await card.getByText(FAR_MESSAGES.completed).waitFor({ timeout: 120_000 });
    const hours = card.getByRole('table', { name: FAR_VIEW_TEXTS.chartTable });
    expect(await hours.getByRole('row').count()).toBe(2);
    expect(await card.getByRole('figure', { name: FAR_VIEW_TEXTS.chartTitle }).locator('svg').count()).toBe(
      1,
    );
    await expectAccessible(page(), 'Live Runs, a finished FAR run');
  }, 300_000);

  it('watches a short stability run on the good and the poor Echo fill its tables and chart, then finish (issue 30)', async () => {
    // Two rounds of the stability set from the speech Pi, to the good Echo and the poor one beside it.
    const run = {
      ...acousticRun(lab, pis, 'Stability_Live', 'STABILITY_STRESS', ['0.9m-90deg'], {
        testSuite: { ...ACOUSTIC_SUITE, id: 'AQTStability', displayName: 'Stability', category: 'STABILITY' },
        customOptions: { stabilityIterations: 2 },
      }),
      optionalDuts: [
        {
          customerId: VIRTUAL_CUSTOMER.customerId,
          dsn: VIRTUAL_POOR_DUT.deviceserial,
          deviceType: VIRTUAL_POOR_DUT.devicetype,
          firmware: '1',
        },
      ],
    };
    const job = await submitRun(api, run);
    expect(job.family).toBe('stability');
    await openSignedIn(page(), `${ROUTES.liveRuns}?${LIVE_RUNS_JOB_PARAM}=${job.id}`);
    const card = await liveCard(page(), api, job, 'Stability_Live');
    // Test Details alone (doc 1 §2.2), filled by the stability view as the utterances play.
    expect(await card.getByRole('tab').allInnerTexts()).toEqual([LIVE_TAB_LABELS.testDetails]);
    const live = card.getByRole('table', {
      name: STABILITY_VIEW_TEXTS.tableOf(
        STABILITY_TABLE_TITLES.liveUtteranceResult,
        VIRTUAL_POOR_DUT.deviceserial,
      ),
    });
    await live.waitFor({ timeout: 60_000 });
    expect(await live.getByRole('columnheader').allInnerTexts()).toEqual(
      Object.values(STABILITY_LIVE_COLUMNS),
    );
    await card.getByRole('figure', { name: STABILITY_VIEW_TEXTS.chartTitle }).waitFor({ timeout: 60_000 });
    // Played to its end: judged by the stability rule, the card saying its verdict.
    const ended = await finishedJob(api, job.id, 60_000);
    expect(ended.verdict === 'passed' || ended.verdict === 'failed').toBe(true);
    await card.getByText(jobVerdictTitle(ended.verdict!)).waitFor({ timeout: 20_000 });
    // Both rounds charted, each device's summary filled with its two attempts of each utterance.
    const rounds = card.getByRole('table', { name: STABILITY_VIEW_TEXTS.chartTable });
    await eventually(
      () => rounds.getByRole('row').count(),
      (count) => count === 3,
      20_000,
    );
    const summary = card.getByRole('table', {
      name: STABILITY_VIEW_TEXTS.tableOf(STABILITY_TABLE_TITLES.summary, VIRTUAL_GOOD_DUT.deviceserial),
    });
    expect(await summary.getByRole('row').count()).toBe(4);
    expect(
      await card.getByRole('figure', { name: STABILITY_VIEW_TEXTS.chartTitle }).locator('svg').count(),
    ).toBeGreaterThan(0);
    await expectAccessible(page(), 'Live Runs, a finished stability run');
  }, 120_000);

  it('watches a short UPL run fill its tables and chart, then finish (issue 30)', async () => {
    // One attempt of each question of the quick set, each recorded by the speech Pi: a few seconds.
    const job = await submitRun(
      api,
      acousticRun(lab, pis, 'Upl_Live', 'UPL_QUICK', ['0.9m-90deg'], {
        testSuite: UPL_SUITE,
        customOptions: { uplAttempts: 1 },
      }),
    );
    expect(job.family).toBe('upl');
    await openSignedIn(page(), `${ROUTES.liveRuns}?${LIVE_RUNS_JOB_PARAM}=${job.id}`);
    const card = await liveCard(page(), api, job, 'Upl_Live');
    // Test Details alone (doc 1 §2.2), filled by the UPL view as the attempts are measured.
    expect(await card.getByRole('tab').allInnerTexts()).toEqual([LIVE_TAB_LABELS.testDetails]);
    const summary = card.getByRole('table', { name: UPL_TABLE_TITLES.summary });
    await summary.getByRole('row').nth(1).waitFor({ timeout: 60_000 });
    await card.getByRole('figure', { name: UPL_VIEW_TEXTS.chartTitle }).waitFor({ timeout: 60_000 });
    await card.getByText(UPL_RUN_MESSAGES.completed).waitFor({ timeout: 60_000 });
    // Every question measured once, in the history and the chart's numbers, the latencies from the recordings.
    const history = card.getByRole('table', { name: UPL_TABLE_TITLES.history });
    expect(await history.getByRole('row').count()).toBe(1 + 3);
    const numbers = card.getByRole('table', { name: UPL_VIEW_TEXTS.chartTable });
    const latencies = (await numbers.getByRole('row').allInnerTexts()).slice(1);
    expect(latencies.length).toBeGreaterThan(0);
    for (const row of latencies) expect(row).toMatch(/\t\d+$/);
    expect(await card.getByRole('figure', { name: UPL_VIEW_TEXTS.chartTitle }).locator('svg').count()).toBe(
      1,
    );
    const results = await resultsOf(api, job.id);
    expect(results).toHaveLength(3);
    await expectAccessible(page(), 'Live Runs, a finished UPL run');
  }, 120_000);

  it('resumes a run paused for manual training, after its confirmation', async () => {
    const job = await submitRun(
      api,
      acousticRun(lab, pis, 'Resume_Me', 'AC_TRAINED_MOBILE', ['0.9m-90deg'], {
        testSuite: MOBILE_SUITE,
        customOptions: { mobileVoiceTrainingIsManual: true, utteranceCount: 4 },
      }),
    );
    await eventually(
      () => jobNow(api, job.id),
      (now) => now.state === 'paused',
      120_000,
      200,
    );
    await openSignedIn(page(), ROUTES.liveRuns);
    const card = await liveCard(page(), api, job, 'Resume_Me');
    await card.getByText(JOB_RESUME_MESSAGES.pausedForManualTraining).waitFor();
    await card.getByRole('button', { name: LIVE_RUNS_TEXTS.resume }).click();
    const dialog = page().getByRole('alertdialog', { name: LIVE_RUNS_TEXTS.resumeConfirmTitle });
    await dialog.getByText(JOB_RESUME_MESSAGES.confirm).waitFor();
    await expectAccessible(page(), 'The resume confirmation');
    await dialog.getByRole('button', { name: LIVE_RUNS_TEXTS.ok }).click();
    expect((await finishedJob(api, job.id)).state).toBe('succeeded');
    expect(await resultsOf(api, job.id)).toHaveLength(4);
  }, 300_000);

  it('lists the runs at /v2/run and downloads a run report', async () => {
    const finished = await submitRun(
      api,
      acousticRun(lab, pis, 'Listed_Run', 'AC_WWDD_QUICK_TEST', ['0.9m-90deg']),
    );
    expect((await finishedJob(api, finished.id)).state).toBe('succeeded');
    const results = await resultsOf(api, finished.id);
    await openSignedIn(page(), ROUTES.runList);
    const table = page().getByRole('table', { name: RUN_LIST_TEXTS.title });
    // Newest first: the run just made leads the list.
    const first = table.getByRole('row').nth(1);
    await first.getByText('Listed_Run').waitFor();
    expect(await first.getByText('succeeded').isVisible()).toBe(true);
    await expectAccessible(page(), 'The run list');
    expect(
      await first
        .getByRole('progressbar', { name: RUN_LIST_TEXTS.progressOf('Listed_Run') })
        .getAttribute('aria-valuenow'),
    ).toBe('100');

    const [download] = await Promise.all([
      page().waitForEvent('download'),
      first
        .getByRole('button', { name: RUN_LIST_TEXTS.downloadOf(RUN_LIST_TEXTS.downloadCsv, 'Listed_Run') })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`oak-job-${finished.id}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv).toHaveLength(results.length + 1);
  }, 300_000);

  it("names whose fault a failed run is in the run list: a lab without its locale's recordings is the lab's", async () => {
    // The virtual lab's resource pack speaks en_US only: an en_GB functional run cannot play.
    const inBritishEnglish = {
      ...functionalRun(lab, pis, 'Lab_Fault', [{ category: 'FUNC_CUSTOM', scenarios: ['TIMER'] }]),
      locale: 'en_GB',
    };
    const failing = await submitRun(api, inBritishEnglish);
    const failed = await finishedJob(api, failing.id);
    expect(failed).toMatchObject({ state: 'failed', failureClass: 'lab' });
    expect(failed.error).toMatch(/generate the resource pack for its locale$/);

    await openSignedIn(page(), ROUTES.runList);
    const row = page()
      .getByRole('table', { name: RUN_LIST_TEXTS.title })
      .getByRole('row')
      .filter({ hasText: 'Lab_Fault' });
    const fault = row.getByText(jobFailureLine('lab', failed.error));
    await fault.waitFor();
    expect(await fault.getAttribute('title')).toBe(JOB_FAILURE_CLASS_TEXTS.lab.whomToCall);
    expect(await row.getByText('failed', { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page(), 'The run list, a run failed by a lab fault');
  }, 300_000);

  it('joins a run midway with its whole history, then terminates it', async () => {
    const job = await submitRun(
      api,
      acousticRun(lab, pis, 'Join_Midway', 'AC_NEAR_FIELD', ['0.9m-30deg', '0.9m-90deg']),
    );
    await resultsAtLeast(api, job.id, 3);
    await openSignedIn(page(), ROUTES.liveRuns);
    const card = await liveCard(page(), api, job, 'Join_Midway');
    const table = card.getByRole('table', { name: LIVE_RUNS_TEXTS.recentUtterances });
    await table.waitFor({ timeout: 30_000 });
    // Everything played before the page opened is there at once, read in one go off the page.
    const seen = await card.evaluate((element, label) => {
      const played = [...element.querySelectorAll('dt')].find((dt) => dt.textContent === label);
      return {
        played: Number(played?.nextElementSibling?.textContent?.split('/')[0]),
        rows: element.querySelectorAll('table tbody tr').length,
      };
    }, LIVE_METRICS_LABELS.questionPlayed);
    expect(seen.played).toBeGreaterThanOrEqual(3);
    expect(seen.rows).toBe(Math.min(50, seen.played));

    await card.getByRole('button', { name: LIVE_RUNS_TEXTS.terminate }).click();
    const dialog = page().getByRole('alertdialog', { name: LIVE_RUNS_TEXTS.terminateConfirmTitle });
    await dialog.getByText(JOB_TERMINATION_MESSAGES.confirm).waitFor();
    await expectAccessible(page(), 'The terminate confirmation');
    await dialog.getByRole('button', { name: LIVE_RUNS_TEXTS.ok }).click();
    await page().getByText(JOB_TERMINATION_MESSAGES.submitted).waitFor();
    expect((await finishedJob(api, job.id, 120_000)).state).toBe('canceled');
    // The reloaded list no longer has it.
    await eventually(
      () => card.count(),
      (count) => count === 0,
      30_000,
      200,
    );
    await eventually(
      async () =>
        (await api.request<Lab[]>(LAB_API_PATHS.labs)).body.find((candidate) => candidate.id === lab.id)!
          .lock,
      (lock) => lock === 0,
      30_000,
      200,
    );
  }, 420_000);
});
