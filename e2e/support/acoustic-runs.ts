import {
  type FunctionalTestCase,
  JOB_API_PATHS,
  type JobUtteranceResult,
  type Lab,
  type LabJob,
  LAB_API_PATHS,
  type Pi,
  RESOURCE_API_PATHS,
  type ResourcePackStatus,
  activeJobsQuery,
  isFailureStatus,
  isFinishedJobState,
  normalizeTestStatus,
  speechPositions,
} from '@oak/shared';
import { eventually } from '../../cloud/src/testing/eventually.util';
import { type DeviceRef, VIRTUAL_CUSTOMER, VIRTUAL_GOOD_DUT, VirtualLabApi } from './virtual-lab-api';

/** The acoustic suite as the wizard's suite list gives it. */
export const ACOUSTIC_SUITE = {
  id: 'AVSCertSimulation',
  displayName: 'Acoustic',
  category: 'ACOUSTIC',
  config: '{"marketPlace":"en_US"}',
  mapping: [{ tag: '@acoustic', duts: ['DUT1'], actors: ['Speaker'] }],
};

/** The qualification suite: its noise types play from the noise Pi. */
export const QUALIFICATION_SUITE = {
  ...ACOUSTIC_SUITE,
  id: 'AQTQualScenario',
  displayName: 'Qualification',
  category: 'QUAL',
  mapping: [{ tag: '@qualification', duts: ['DUT1'], actors: ['Speaker'] }],
};

/** The close-talk suite. */
export const CLOSE_TALK_SUITE = {
  ...ACOUSTIC_SUITE,
  id: 'AVSCertCloseTalk',
  displayName: 'Close Talk',
  category: 'CLOSE_TALK',
  mapping: [{ tag: '@closetalk', duts: ['DUT1'], actors: ['Speaker'] }],
};

/** The music suite: the DUT plays the music itself. */
export const MUSIC_SUITE = {
  ...ACOUSTIC_SUITE,
  id: 'AVSCertMusic',
  displayName: 'Music',
  category: 'MUSIC',
  mapping: [{ tag: '@music', duts: ['DUT1'], actors: ['Speaker'] }],
};

/** The mobile suite: the virtual lab's DUT stands in for the phone. */
export const MOBILE_SUITE = {
  ...ACOUSTIC_SUITE,
  id: 'AVSCertMobile',
  displayName: 'Mobile',
  category: 'MOBILE',
  mapping: [{ tag: '@mobile', duts: ['DUT1'], actors: ['Speaker'] }],
};

/** The UPL suite: a run's speech plays from 0.9 m 90 deg (doc 1 §5). */
export const UPL_SUITE = {
  ...ACOUSTIC_SUITE,
  id: 'AQTUPL',
  displayName: 'UPL',
  category: 'UPL',
  mapping: [{ tag: '@upl', duts: ['DUT1'], actors: ['Speaker'] }],
};

/** The functional suite: a run's speech plays from 0.9 m 90 deg (doc 1 §5). */
export const FUNCTIONAL_SUITE = {
  ...ACOUSTIC_SUITE,
  id: 'AQTFunctional',
  displayName: 'Functional',
  category: 'FUNCTIONAL',
  mapping: [{ tag: '@functional', duts: ['DUT1'], actors: ['Speaker'] }],
};

/** The virtual lab's speech Pis by the location they play from. */
const SPEECH_PI_NAMES: Record<string, string> = {
  '0.9m-90deg': 'Speech 0.9 m 90°',
  '0.9m-30deg': 'Speech 0.9 m 30°',
};

/** Waits until the default resource pack is generated; runs play from it. */
export async function resourcePackReady(api: VirtualLabApi): Promise<void> {
  const pack = await eventually(
    async () => (await api.request<ResourcePackStatus>(RESOURCE_API_PATHS.pack)).body,
    (status) => status.state === 'ready' || status.state === 'failed',
    240_000,
    1_000,
  );
  if (pack.state !== 'ready') throw new Error(`The resource pack did not generate: ${JSON.stringify(pack)}`);
}

/** The virtual lab as the run specs start from it: signed in, the lab's 5 Pis connected, the pack ready. */
export interface ReadyVirtualLab {
  readonly api: VirtualLabApi;
  readonly lab: Lab;
  readonly pis: Pi[];
}

/** Signs in to an OAK, waits for its virtual lab's Pis and for the resource pack runs play from. */
export async function readyVirtualLab(
  url: string,
  admin: { readonly email: string; readonly password: string },
  labName = 'Virtual Lab',
): Promise<ReadyVirtualLab> {
  const api = await VirtualLabApi.signIn(url, admin.email, admin.password);
  const { lab, pis } = await api.connectedLab(labName, 5);
  await resourcePackReady(api);
  return { api, lab, pis };
}

/**
 * A custom acoustic run of one category on the virtual lab's good DUT, played
 * from the given speech positions, as the wizard submits it; `extra` names
 * another suite, the run's custom options, its locale (en_US otherwise) or
 * another DUT of the lab.
 */
export function acousticRun(
  lab: Lab,
  pis: readonly Pi[],
  name: string,
  category: string | readonly string[],
  placements: string[],
  extra: {
    testSuite?: typeof ACOUSTIC_SUITE;
    customOptions?: Record<string, unknown>;
    locale?: string;
    dut?: DeviceRef;
  } = {},
) {
  const dut = extra.dut ?? VIRTUAL_GOOD_DUT;
  const speaker = pis.find((candidate) => candidate.name === SPEECH_PI_NAMES[placements[0]!]);
  if (!speaker) throw new Error(`The lab has no speech Pi at ${placements[0]}`);
  const actor = { name: 'Speaker', configType: 'actor', thingId: speaker.id, piName: speaker.name };
  return {
    name,
    locale: extra.locale ?? 'en_US',
    enableEmailNotification: false,
    scenarioType: 'CUSTOM',
    // Each row at the given positions its type plays from, else at the first it does (far field at 2.7 m).
    customizedScenarios: (typeof category === 'string' ? [category] : category).map((one) => {
      const offered: string[] = speechPositions(one, extra.locale ?? 'en_US');
      const own = placements.filter((placement) => offered.includes(placement));
      return { category: one, scenarios: own.length ? own : offered.length ? [offered[0]!] : placements };
    }),
    deviceAttributes: { irBlasters: false, dimmable: false },
    testSuite: extra.testSuite ?? ACOUSTIC_SUITE,
    testMapping: {
      mapping: [
        {
          name: 'DUT1',
          configType: 'dut',
          customerId: VIRTUAL_CUSTOMER.customerId,
          dsn: dut.deviceserial,
        },
        actor,
      ],
      actorMapping: [actor],
      deviceMapping: [
        {
          dsn: dut.deviceserial,
          customerId: VIRTUAL_CUSTOMER.customerId,
          deviceType: dut.devicetype,
        },
      ],
    },
    testOptions: extra.customOptions ? { customOptions: extra.customOptions } : {},
    labId: lab.id,
    accountConfig: [],
    referenceMicConsent: true,
  };
}

/** The lab's lock now: 1 while one of its runs is in progress. */
export async function labLock(api: VirtualLabApi, labId: string): Promise<number | undefined> {
  return (await api.request<Lab[]>(LAB_API_PATHS.labs)).body.find((lab) => lab.id === labId)?.lock;
}

/**
 * POST /api/jobs once the run's lab is free (a lab running a test takes no
 * run, doc 1 §6); anything but 201 fails the test with the answer.
 */
export async function submitRun(api: VirtualLabApi, run: { readonly labId: string }): Promise<LabJob> {
  await eventually(
    () => labLock(api, run.labId),
    (lock) => lock === 0,
    300_000,
    250,
  );
  return postRun(api, run);
}

/** POST /api/jobs as it is; anything but 201 fails the test with the answer. */
export async function postRun(api: VirtualLabApi, run: unknown): Promise<LabJob> {
  const { status, body } = await api.request<LabJob>(JOB_API_PATHS.jobs, {
    method: 'POST',
    body: JSON.stringify(run),
  });
  if (status !== 201) throw new Error(`POST /api/jobs answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

export async function jobNow(api: VirtualLabApi, id: string): Promise<LabJob> {
  return (await api.request<LabJob>(JOB_API_PATHS.job(id))).body;
}

export async function resultsOf(api: VirtualLabApi, id: string): Promise<JobUtteranceResult[]> {
  return (await api.request<JobUtteranceResult[]>(JOB_API_PATHS.results(id))).body;
}

/**
 * How a functional run that played to its end ended, by its cases (issue 29):
 * failed, a test failure, when any case failed or erred; else succeeded.
 */
export function functionalRunEnd(cases: readonly FunctionalTestCase[]): Partial<LabJob> {
  return cases.some((testCase) => isFailureStatus(normalizeTestStatus(testCase.status)))
    ? { state: 'failed', verdict: 'failed', failureClass: 'test' }
    : { state: 'succeeded', verdict: 'passed' };
}

/** The job once it has ended. */
export function finishedJob(api: VirtualLabApi, id: string, timeoutMs = 240_000): Promise<LabJob> {
  return eventually(
    () => jobNow(api, id),
    (job) => isFinishedJobState(job.state),
    timeoutMs,
    500,
  );
}

/** The results once at least `count` are stored. */
export function resultsAtLeast(api: VirtualLabApi, id: string, count: number): Promise<JobUtteranceResult[]> {
  return eventually(
    () => resultsOf(api, id),
    (results) => results.length >= count,
    180_000,
    200,
  );
}

/**
 * A functional run on the virtual lab as the wizard submits it: its rows
 * (FUNC_CUSTOM and the test categories it plays, or FUNC_ALL and its
 * position), on the given DUT, said by the speech Pi at 0.9 m 90 deg.
 */
export function functionalRun(
  lab: Lab,
  pis: readonly Pi[],
  name: string,
  rows: readonly { readonly category: string; readonly scenarios: readonly string[] }[],
  dut: { readonly deviceserial: string; readonly devicetype: string } = VIRTUAL_GOOD_DUT,
) {
  const run = acousticRun(lab, pis, name, [], ['0.9m-90deg'], { testSuite: FUNCTIONAL_SUITE });
  const device = { customerId: VIRTUAL_CUSTOMER.customerId, dsn: dut.deviceserial };
  return {
    ...run,
    customizedScenarios: rows,
    testMapping: {
      ...run.testMapping,
      mapping: [{ name: 'DUT1', configType: 'dut', ...device }, ...run.testMapping.actorMapping],
      deviceMapping: [{ ...device, deviceType: dut.devicetype }],
    },
  };
}

/**
 * Cancels every run of the company still active and waits for each to end:
 * the specs' afterEach. A test that fails midway (a run paused for an
 * operator no one answers, say) would leave its run holding its lab, and every
 * later test waiting for that lab would time out in turn, failing for it.
 */
export async function cancelActiveRuns(api: VirtualLabApi): Promise<void> {
  const { q, limit } = activeJobsQuery(new Date());
  const active = (
    await api.request<LabJob[]>(`${JOB_API_PATHS.jobs}?${new URLSearchParams({ q, limit: String(limit) })}`)
  ).body;
  for (const job of active)
    await api.request(JOB_API_PATHS.job(job.id), {
      method: 'PUT',
      body: JSON.stringify({ state: 'canceled' }),
    });
  for (const job of active) await finishedJob(api, job.id, 60_000);
}
