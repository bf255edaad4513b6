import { type JobReport } from '../../jobs/job-report.rule';
import { DUT_ONLINE_STATUS_TEXTS } from '../../results/dut-status.messages';
import { FAR_FALSE_WAKES_ALLOWED } from '../../results/far.constant';
import { farDeviceStatus, isFarDeviceFailed } from '../../results/far.rule';
import { type FarDeviceResult, type FarHourWakes, type FarPayload } from '../../results/far.schema';
import { RUN_VERDICT_MESSAGES, type RunVerdict } from '../../statuses/job-verdict.constant';
import { TEST_STATUS_TEXTS } from '../../statuses/test-statuses.constant';
import { FAR_SCORE_MESSAGES } from './far.messages';
import { type FarChunkOutcome } from './far-outcome.schema';
import { type FarPlan } from './far-plan.rule';

/**
 * A FAR run's score, folded one stored chunk at a time (a week-long run stores
 * a thousand chunks): the false wakes per device, the device checks and who
 * was offline or muted at the last one.
 */
export interface FarScore {
  /** The chunks stored, in play order. */
  readonly chunks: readonly number[];
  /** False wakes per device serial number over the chunks stored. */
  readonly falseWakes: Readonly<Record<string, number>>;
  /** Each chunk's false wakes per device serial number, for the chart over the run's hours. */
  readonly wakesByChunk: readonly {
    readonly chunk: number;
    readonly falseWakes: Readonly<Record<string, number>>;
  }[];
  readonly checks: number;
  /** Per device serial number, the checks it was offline or muted at. */
  readonly offlineChecks: Readonly<Record<string, number>>;
  /** The devices offline or muted at the last check (the offline set). */
  readonly offline: readonly string[];
  readonly lastCheckAt?: string;
}

function serials(plan: FarPlan): string[] {
  return plan.devices.map((device) => device.deviceSerialNumber);
}

function zeroes(plan: FarPlan): Record<string, number> {
  return Object.fromEntries(serials(plan).map((serial) => [serial, 0]));
}

/** The score before any chunk. */
export function farScoreStart(plan: FarPlan): FarScore {
  return {
    chunks: [],
    falseWakes: zeroes(plan),
    wakesByChunk: [],
    checks: 0,
    offlineChecks: zeroes(plan),
    offline: [],
  };
}

/**
 * The score with one more stored chunk (pure). Only the plan's devices count:
 * a wake the device cloud reports for another device is not this run's.
 */
export function farScoreAdd(plan: FarPlan, score: FarScore, outcome: FarChunkOutcome): FarScore {
  const devices = serials(plan);
  const chunkWakes = Object.fromEntries(devices.map((serial) => [serial, outcome.falseWakes[serial] ?? 0]));
  const falseWakes = Object.fromEntries(
    devices.map((serial) => [serial, (score.falseWakes[serial] ?? 0) + (chunkWakes[serial] ?? 0)]),
  );
  const offlineChecks = Object.fromEntries(
    devices.map((serial) => [
      serial,
      (score.offlineChecks[serial] ?? 0) +
        outcome.checks.filter((check) => check.offline.includes(serial)).length,
    ]),
  );
  const last = outcome.checks.at(-1);
  return {
    chunks: [...score.chunks, outcome.chunk],
    falseWakes,
    wakesByChunk: [...score.wakesByChunk, { chunk: outcome.chunk, falseWakes: chunkWakes }],
    checks: score.checks + outcome.checks.length,
    offlineChecks,
    offline: last ? devices.filter((serial) => last.offline.includes(serial)) : score.offline,
    ...((last?.at ?? score.lastCheckAt) ? { lastCheckAt: last?.at ?? score.lastCheckAt } : {}),
  };
}

/** The score of every stored chunk, in play order. */
export function farScore(plan: FarPlan, outcomes: readonly FarChunkOutcome[]): FarScore {
  return [...outcomes]
    .sort((a, b) => a.chunk - b.chunk)
    .reduce((score, outcome) => farScoreAdd(plan, score, outcome), farScoreStart(plan));
}

/** 'YYYY-MM-DD' and 'HH:MM:SS' of an ISO time, in UTC (the payload's lastMeasureTimestamp). */
function utcParts(iso: string): { date: string; time: string } {
  const text = new Date(iso).toISOString();
  return { date: text.slice(0, 10), time: text.slice(11, 19) };
}

/**
 * The live FAR payload (doc 1 §3): the chunk playing (or, between chunks,
 * the last one stored), the totals per device, the offline set and the last
 * device check.
 */
export function farPayload(plan: FarPlan, score: FarScore, playing?: number): FarPayload {
  return {
    chunkId: playing ?? score.chunks.at(-1) ?? 0,
    totalChunks: plan.totalChunks,
    simulationEnvironment: {
      devices: plan.devices.map(({ customerId, deviceSerialNumber, deviceName }) => ({
        customerId,
        deviceSerialNumber,
        deviceName,
      })),
    },
    deviceTotalWakeCountsForUI: { ...score.falseWakes },
    offlineDevicesSet: [...score.offline],
    lastMeasureTimestamp: score.lastCheckAt ? utcParts(score.lastCheckAt) : null,
  };
}

/**
 * The run's progress in percent: chunks stored of the plan's.
 */
export function farProgress(plan: FarPlan, score: FarScore): number {
  return plan.totalChunks ? Math.round((score.chunks.length / plan.totalChunks) * 100) : 0;
}

/**
 * False wakes per device for each hour of the run's track, each chunk counted
 * in the hour it starts in, for the chart (hour 1 first); the live payload
 * carries them.
 */
export function farWakesByHour(plan: FarPlan, score: FarScore): FarHourWakes[] {
  const hours = Math.max(1, Math.ceil(plan.durationMs / 3_600_000));
  const rows = Array.from({ length: hours }, (_, index) => ({ hour: index + 1, falseWakes: zeroes(plan) }));
  const offsets = new Map(plan.steps.map((step) => [step.chunk, step.offsetMs]));
  for (const { chunk, falseWakes } of score.wakesByChunk) {
    const row = rows[Math.min(hours - 1, Math.floor((offsets.get(chunk) ?? 0) / 3_600_000))]!;
    for (const [serial, count] of Object.entries(falseWakes))
      row.falseWakes[serial] = (row.falseWakes[serial] ?? 0) + count;
  }
  return rows;
}

/** Each device of the run, judged on its false wakes (doc 1 §5: above the allowed maximum fails it). */
function farDeviceResults(plan: FarPlan, score: FarScore): FarDeviceResult[] {
  return plan.devices.map((device) => {
    const serial = device.deviceSerialNumber;
    const falseWakes = score.falseWakes[serial] ?? 0;
    const offlineChecks = score.offlineChecks[serial] ?? 0;
    const failed = isFarDeviceFailed(falseWakes);
    const comments = [
      failed
        ? FAR_SCORE_MESSAGES.tooManyWakes(falseWakes, FAR_FALSE_WAKES_ALLOWED)
        : FAR_SCORE_MESSAGES.withinLimit(falseWakes, FAR_FALSE_WAKES_ALLOWED),
      ...(offlineChecks ? [FAR_SCORE_MESSAGES.offlineAtChecks(offlineChecks, score.checks)] : []),
    ].join('; ');
    return {
      tag: device.tag,
      customerId: device.customerId,
      deviceSerialNumber: serial,
      deviceName: device.deviceName,
      status: farDeviceStatus(serial, score.offline),
      falseWakes,
      allowed: FAR_FALSE_WAKES_ALLOWED,
      failed,
      offlineChecks,
      checks: score.checks,
      chunksPlayed: score.chunks.length,
      totalChunks: plan.totalChunks,
      comments,
    };
  });
}

/** A FAR run's devices as `/results` lists them, judged on the stored chunks. */
export function farResults(plan: FarPlan, outcomes: readonly FarChunkOutcome[]): FarDeviceResult[] {
  return farDeviceResults(plan, farScore(plan, outcomes));
}

/**
 * A FAR run's verdict (issue 29, 30): every device is judged on its false
 * wakes, so one above the allowed maximum fails the run, naming it.
 */
export function farVerdict(plan: FarPlan, outcomes: readonly FarChunkOutcome[]): RunVerdict {
  const devices = farDeviceResults(plan, farScore(plan, outcomes));
  if (!outcomes.length || !devices.length)
    return { verdict: 'passed', reason: RUN_VERDICT_MESSAGES.nothingJudged(FAR_SCORE_MESSAGES.devices) };
  const failed = devices
    .filter((device) => device.failed)
    .map((device) => `${device.deviceName} (${device.comments})`);
  return failed.length
    ? {
        verdict: 'failed',
        reason: RUN_VERDICT_MESSAGES.someFailed(failed, devices.length, FAR_SCORE_MESSAGES.devices),
      }
    : {
        verdict: 'passed',
        reason: RUN_VERDICT_MESSAGES.allPassed(devices.length, FAR_SCORE_MESSAGES.devices),
      };
}

const CSV_COLUMNS = [
  'scenarioType',
  'marketPlace',
  'tag',
  'customerId',
  'deviceSerialNumber',
  'deviceName',
  'deviceStatus',
  'falseWakeCounts',
  'falseWakesAllowed',
  'result',
  'offlineChecks',
  'deviceChecks',
  'chunksPlayed',
  'totalChunks',
  'comments',
] as const;

/**
 * A FAR run's report (CSV and JUnit): one row and one JUnit case per device.
 */
export function farReport(plan: FarPlan, outcomes: readonly FarChunkOutcome[]): JobReport {
  const devices = farDeviceResults(plan, farScore(plan, outcomes));
  return {
    columns: CSV_COLUMNS,
    rows: devices.map((device) => [
      plan.scenarioType,
      plan.marketPlace,
      device.tag,
      device.customerId,
      device.deviceSerialNumber,
      device.deviceName,
      DUT_ONLINE_STATUS_TEXTS[device.status],
      device.falseWakes,
      device.allowed,
      device.failed ? TEST_STATUS_TEXTS.FAILED : TEST_STATUS_TEXTS.SUCCEEDED,
      device.offlineChecks,
      device.checks,
      device.chunksPlayed,
      device.totalChunks,
      device.comments,
    ]),
    cases: devices.map((device) => ({
      suite: `${plan.scenarioType} @FAR_${plan.marketPlace}`,
      classname: `${plan.scenarioType}.${device.tag}`,
      name: `${device.deviceName} (${device.deviceSerialNumber})`,
      ...(device.failed
        ? {
            failure: {
              message: FAR_SCORE_MESSAGES.tooManyWakes(device.falseWakes, device.allowed),
              detail: device.comments,
            },
          }
        : {}),
    })),
  };
}
