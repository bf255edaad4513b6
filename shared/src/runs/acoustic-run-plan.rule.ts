import { type CatalogueTestType, SHARED_RESOURCES } from '../catalogue/catalogue.constant';
import { trainedMobileTrainers } from '../jobs/trained-mobile.constant';
import { noiseVolumeForLevel } from '../lab/calibration.constant';
import { LOCATIONS, type LocationId, NOISE_LOCATION } from '../locations/locations.constant';
import { SHARED_LOCALE_IDENTIFIERS, allowedPlacements } from '../catalogue/placement-rules.rule';
import { type Marketplace } from '../locales/marketplaces.constant';
import {
  DEFAULT_NOISE_SELECTION,
  type NoiseType,
  QUAL_NOISE,
  SPEECH_NOISE_CHOICES,
  VOICE_ROBUSTNESS_NOISE_LEVELS_DBC,
  noiseTypeLabel,
} from '../suites/noise-types.constant';
import { MUSIC_SCENARIO_TYPES, type ScenarioType } from '../suites/scenario-types.constant';
import { type ResourceFile, type ResourceManifest } from '../sync/resource-manifest.schema';
import { utteranceCountError } from '../run-fields/field-input.rule';

/**
 * The noise a segment plays from the noise position while its speech plays:
 * a file of the shared noise pack, named by what the live feed shows.
 */
export interface RunNoise {
  readonly fileName: string;
  /** What the live metrics show as the noise played (doc 1 §2.4 'location and noise played'). */
  readonly label: string;
  /** The noise Pi's talk volume; full volume (a calibrated lab's 70 dBC at the DUT) when absent. */
  readonly volume?: number;
  /** The DUT plays it itself (device playback): no Pi plays anything, and `fileName` is empty. */
  readonly onDut?: boolean;
}

/** The DUT's own media, playing since it was asked to play (doc 3 §3 noise type DEVICE_PLAYBACK). */
export const DEVICE_PLAYBACK_NOISE: RunNoise = {
  fileName: '',
  label: noiseTypeLabel('DEVICE_PLAYBACK'),
  onDut: true,
};

/**
 * One stretch of an acoustic run: utterances of some resources played from one
 * position, in quiet or under one noise (chosen: the spec names the scenario
 * types and placements, not how a run walks them).
 */
export interface AcousticSegment {
  readonly scenarioType: string;
  readonly speechLocation: LocationId;
  readonly noise?: RunNoise;
  /** The catalogue resources whose speech files this segment plays, in order. */
  readonly resources: readonly string[];
  /** Plays only the speech files whose expected intent is one of these. */
  readonly intents?: readonly string[];
  /** Leaves out the speech files of these categories. */
  readonly skipCategories?: readonly string[];
  /** Plays only the first this many speech files of its resources. */
  readonly limit?: number;
  /** Voice robustness: the training round this segment is, from 0, and the voice that trains. */
  readonly round?: number;
  readonly trainer?: string;
}

/** A run's own choices the plan follows (its custom options, doc 1 §3). */
export interface RunPlanOptions {
  /** Trainer voices of trained mobile and voice robustness runs. */
  readonly trainers?: unknown;
  /**
   * The noise types speech plays under (near and far field, close talk,
   * trained mobile: quiet and pink noise when absent); for voice robustness,
   * read as its noise levels when noiseLevels is absent (older runs).
   */
  readonly noiseSelection?: unknown;
  /** Voice robustness: the background noise levels, in dBC. */
  readonly noiseLevels?: unknown;
  /** Music: whether commands are said while the music plays (Enabled unless false). */
  readonly utteranceInjection?: unknown;
  /** How many utterances each scenario type plays at most (1 to 60000, doc 2 §5); all when absent. */
  readonly utteranceCount?: unknown;
  /** A run's other custom options, which the plan ignores. */
  readonly [option: string]: unknown;
}

/** What asks the DUT to play media, and to stop it (the pack's MUSIC requests). */
const MEDIA_PLAY_INTENT = 'PlayMusicIntent';
export const MEDIA_STOP_INTENT = 'StopIntent';
const MEDIA_CATEGORY = 'MUSIC';

/**
 * A run with the DUT's own media playing (chosen, as the spec names the types
 * only): at 0.9 m 90 deg, the DUT is asked to play music; while it plays,
 * every other command is said over it (utterance injection; a music run may
 * turn it off with `customOptions.utteranceInjection: false`); then it is
 * asked to stop. The provider of each music type is the device cloud's
 * business, so every music type plays the same way.
 */
function devicePlaybackSegments(scenarioType: string, locale: string, inject: boolean): AcousticSegment[] {
  const base = { scenarioType, speechLocation: '0.9m-90deg' as const, resources: [commands(locale)] };
  return [
    { ...base, intents: [MEDIA_PLAY_INTENT] },
    ...(inject ? [{ ...base, noise: DEVICE_PLAYBACK_NOISE, skipCategories: [MEDIA_CATEGORY] }] : []),
    { ...base, noise: DEVICE_PLAYBACK_NOISE, intents: [MEDIA_STOP_INTENT] },
  ];
}

/** Enrollment utterances one voice robustness training round plays (chosen). */
export const VOICE_ENROLLMENT_ROUND_UTTERANCES = 3;

/**
 * The noise levels a voice robustness run trains under, from its
 * `noiseSelection` (35, '45' or '55 dBC' alike), in ascending order; all of
 * them when it names none of the three.
 */
export function voiceRobustnessLevels(selection: unknown): number[] {
  const given = Array.isArray(selection) ? selection : selection === undefined ? [] : [selection];
  const levels = new Set(
    given
      .map((value) => (typeof value === 'number' ? value : Number.parseFloat(String(value))))
      .filter((level) => (VOICE_ROBUSTNESS_NOISE_LEVELS_DBC as readonly number[]).includes(level)),
  );
  return levels.size ? [...levels].sort((a, b) => a - b) : [...VOICE_ROBUSTNESS_NOISE_LEVELS_DBC];
}

/**
 * Voice enrollment robustness (doc 1 §2.5, doc 3 §9): a training round for
 * every noise level and trainer, quietest first; each round the trainer says
 * the first enrollment utterances at 0.9 m 90 deg over pink noise played at
 * that level at the DUT.
 */
function voiceRobustnessSegments(scenarioType: string, resource: string, options: RunPlanOptions) {
  const trainers = trainedMobileTrainers(options.trainers);
  return voiceRobustnessLevels(options.noiseLevels ?? options.noiseSelection).flatMap((level, levelIndex) =>
    trainers.map((trainer, trainerIndex): AcousticSegment => ({
      scenarioType,
      speechLocation: '0.9m-90deg',
      noise: {
        fileName: RUN_NOISES.pink.fileName,
        label: `${level} dBC`,
        volume: noiseVolumeForLevel(level),
      },
      resources: [resource],
      limit: VOICE_ENROLLMENT_ROUND_UTTERANCES,
      round: levelIndex * trainers.length + trainerIndex,
      trainer,
    })),
  );
}

/** The noise beds of the shared pack (cloud's resource pack plan), by what they sound like. */
export const RUN_NOISES = {
  pink: { fileName: 'noise-pink.wav', label: 'Pink noise' },
  babble: { fileName: 'ambience-babble.wav', label: 'Babble' },
  pub: { fileName: 'ambience-pub.wav', label: 'Pub' },
  cafe: { fileName: 'ambience-cafe.wav', label: 'Cafe' },
  music: { fileName: 'music-like.wav', label: 'Music' },
} as const satisfies Record<string, RunNoise>;

/**
 * The noise bed a noise type plays from the noise position, labelled as the
 * noise type reads (chosen: the pack's nearest sound; rock plays its
 * music-like signal, news its babble of talkers). Silence plays none, and
 * device playback plays on the DUT itself, which the runner cannot drive yet.
 */
export const NOISE_TYPE_BEDS: Readonly<Partial<Record<NoiseType, RunNoise>>> = {
  PINK: { fileName: RUN_NOISES.pink.fileName, label: noiseTypeLabel('PINK') },
  PUB: { fileName: RUN_NOISES.pub.fileName, label: noiseTypeLabel('PUB') },
  CAFE: { fileName: RUN_NOISES.cafe.fileName, label: noiseTypeLabel('CAFE') },
  ROCK: { fileName: RUN_NOISES.music.fileName, label: noiseTypeLabel('ROCK') },
  NEWS: { fileName: RUN_NOISES.babble.fileName, label: noiseTypeLabel('NEWS') },
  EXTERNAL_MUSIC: { fileName: RUN_NOISES.music.fileName, label: noiseTypeLabel('EXTERNAL_MUSIC') },
  NOISE: { fileName: 'noise-white.wav', label: noiseTypeLabel('NOISE') },
};

/** The resource folder a locale's speech lives in: en_CA speaks en_US's files (doc 3 §3). */
function speechLocale(locale: string): string {
  return SHARED_LOCALE_IDENTIFIERS[locale as Marketplace] ?? locale;
}

/** Speech of one speaker saying every command: the quick wake-word test's files. */
const commands = (locale: string) => `AC_WWDD_QUICK_TEST/${speechLocale(locale)}`;

/**
 * The segments of an acoustic-family scenario type in a locale; undefined for
 * a type this runner does not play (chosen layout):
 * - wake-word detection (quick, full; close talk's and mobile's WWDD the full
 *   test's files): its own files at 0.9 m 90 deg in quiet;
 * - far field: every command from both 2.7 m positions, in quiet and under pink noise;
 * - near field: the same from both 0.9 m positions;
 * - close-talk wake and response, trained mobile: their files at 0.9 m 90 deg, in quiet and
 *   under pink noise (trained mobile after its training, see the runner);
 * - voice enrollment robustness: see voiceRobustnessSegments;
 * - music and device playback qualification: see devicePlaybackSegments;
 * - qualification: see qualificationSegments.
 */
export function acousticSegments(
  scenarioType: string,
  locale: string,
  options: RunPlanOptions = {},
  positions: readonly string[] = [],
): AcousticSegment[] | undefined {
  const planned = plannedSegments(scenarioType, locale, options);
  // Played at the positions the run chose that the type offers (all the type's when it chose
  // none): the utterance count is then shared by the positions that play, not by all of the type's.
  const chosen = [...new Set(positions.map(placementId))].filter((position) =>
    speechPositions(scenarioType, locale).includes(position as LocationId),
  ) as LocationId[];
  const segments =
    planned && chosen.length
      ? MOVABLE_SCENARIO_TYPES.includes(scenarioType)
        ? chosen.flatMap((speechLocation) => planned.map((segment) => ({ ...segment, speechLocation })))
        : planned.filter((segment) => chosen.includes(segment.speechLocation))
      : planned;
  const count = utteranceCountError(options.utteranceCount) ? undefined : Number(options.utteranceCount);
  return segments && count !== undefined ? limitUtterances(segments, count) : segments;
}

/**
 * The acoustic types that play every segment from one position a run may
 * choose among the catalogue's placements for them (doc 3 §3 Placement rules:
 * close talk's wake and response, and the mobile tests), at 0.9 m 90 deg
 * unless the run chooses.
 */
const MOVABLE_SCENARIO_TYPES: readonly string[] = [
  'CT_WAKE_AND_RESPONSE',
  'AC_TRAINED_MOBILE',
  'AC_VOICE_ENROLLMENT_ROBUSTNESS',
];

/** A position as a run names it: its id, or its label ('0.9 m 30 deg'). */
function placementId(position: string): string {
  const trimmed = position.trim();
  return LOCATIONS.find((location) => location.label.toLowerCase() === trimmed.toLowerCase())?.id ?? trimmed;
}

/**
 * The positions a scenario type's speech may play from, the first its
 * default: a movable type's catalogue placements but the noise position
 * (where its noise plays; chosen), else those of its planned segments. None
 * for a type this runner does not play.
 */
export function speechPositions(scenarioType: string, locale: string = 'en_US'): LocationId[] {
  if (MOVABLE_SCENARIO_TYPES.includes(scenarioType))
    return allowedPlacements(scenarioType as CatalogueTestType).filter(
      (placement) => placement !== NOISE_LOCATION,
    );
  return [
    ...new Set((plannedSegments(scenarioType, locale, {}) ?? []).map((segment) => segment.speechLocation)),
  ];
}

/**
 * The positions a run chose for a scenario type that it cannot play from (the
 * catalogue does not offer them for the type, or speech cannot play there),
 * as the run named them.
 */
export function unplayablePlacements(
  scenarioType: string,
  locale: string,
  positions: readonly string[],
): string[] {
  const offered = speechPositions(scenarioType, locale) as string[];
  return positions.filter((position) => !offered.includes(placementId(position)));
}

/**
 * At most `count` utterances of a type, shared evenly by its segments (the
 * first ones take the remainder; a segment left without any is dropped).
 * Segments that must play whole, such as a music run's request and stop and a
 * voice robustness round, keep their own limit and do not count.
 */
function limitUtterances(segments: readonly AcousticSegment[], count: number): AcousticSegment[] {
  const open = segments.filter((segment) => segment.limit === undefined && !segment.intents);
  let index = 0;
  return segments.flatMap((segment) => {
    if (!open.includes(segment)) return [segment];
    const limit = Math.floor(count / open.length) + (index < count % open.length ? 1 : 0);
    index += 1;
    return limit > 0 ? [{ ...segment, limit }] : [];
  });
}

function plannedSegments(
  scenarioType: string,
  locale: string,
  options: RunPlanOptions,
): AcousticSegment[] | undefined {
  const own = `${scenarioType}/${speechLocale(locale)}`;
  const noises = selectedNoises(options.noiseSelection);
  const around = (locations: readonly LocationId[], resource: string): AcousticSegment[] =>
    locations.flatMap((speechLocation) =>
      noises.map((noise): AcousticSegment => ({
        scenarioType,
        speechLocation,
        ...(noise ? { noise } : {}),
        resources: [resource],
      })),
    );
  switch (scenarioType) {
    case 'AC_WWDD_QUICK_TEST':
    case 'AC_WWDD_FULL_TEST':
      return [{ scenarioType, speechLocation: '0.9m-90deg', resources: [own] }];
    case 'WWDD':
      // Close talk's and mobile's wake-word detection: the full test's speakers and commands.
      return [
        {
          scenarioType,
          speechLocation: '0.9m-90deg',
          resources: [`AC_WWDD_FULL_TEST/${speechLocale(locale)}`],
        },
      ];
    case 'AC_FAR_FIELD':
      return around(['2.7m-30deg', '2.7m-90deg'], commands(locale));
    case 'AC_NEAR_FIELD':
      return around(['0.9m-30deg', '0.9m-90deg'], commands(locale));
    case 'CT_WAKE_AND_RESPONSE':
    case 'AC_TRAINED_MOBILE':
      return around(['0.9m-90deg'], own);
    case 'AC_VOICE_ENROLLMENT_ROBUSTNESS':
      return voiceRobustnessSegments(scenarioType, own, options);
    case 'QUAL_DEVICE_PLAYBACK':
      return devicePlaybackSegments(scenarioType, locale, true);
    default:
      if ((MUSIC_SCENARIO_TYPES as readonly string[]).includes(scenarioType))
        return devicePlaybackSegments(scenarioType, locale, options.utteranceInjection !== false);
      return qualificationSegments(scenarioType, locale);
  }
}

/**
 * The noises of a run's noise selection in the order offered, undefined for
 * silence; quiet then pink noise when it names none it knows.
 */
function selectedNoises(selection: unknown): (RunNoise | undefined)[] {
  const given = (Array.isArray(selection) ? selection : selection === undefined ? [] : [selection]).map(
    String,
  );
  const chosen = SPEECH_NOISE_CHOICES.filter((noise) => given.includes(noise));
  return (chosen.length ? chosen : DEFAULT_NOISE_SELECTION).map((noise) =>
    noise === 'SILENCE' ? undefined : noise === 'PINK' ? RUN_NOISES.pink : NOISE_TYPE_BEDS[noise],
  );
}

/**
 * A qualification type (doc 1 §9): every command at 0.9 m 90 deg (the only
 * position of non-acoustic suites, doc 1 §5) under the type's own noise.
 */
function qualificationSegments(scenarioType: string, locale: string): AcousticSegment[] | undefined {
  const noiseType = QUAL_NOISE[scenarioType as ScenarioType];
  if (!noiseType) return undefined;
  const noise = NOISE_TYPE_BEDS[noiseType];
  if (noiseType !== 'SILENCE' && !noise) return undefined;
  return [
    {
      scenarioType,
      speechLocation: '0.9m-90deg',
      ...(noise ? { noise } : {}),
      resources: [commands(locale)],
    },
  ];
}

/** What each position must hold for the segments: the speech resources, and the noise pack where noise plays. */
export function acousticResourcesByLocation(segments: readonly AcousticSegment[]): Map<LocationId, string[]> {
  const byLocation = new Map<LocationId, Set<string>>();
  const add = (location: LocationId, resource: string) =>
    byLocation.set(location, (byLocation.get(location) ?? new Set()).add(resource));
  for (const segment of segments) {
    for (const resource of segment.resources) add(segment.speechLocation, resource);
    if (segment.noise && !segment.noise.onDut) add(NOISE_LOCATION, SHARED_RESOURCES.noise);
  }
  return new Map([...byLocation].map(([location, ids]) => [location, [...ids]]));
}

/** One utterance of a run: what plays where, and what a correct answer carries. */
export interface AcousticTrial {
  /** Zero-based, unique in the run: the checkpoint key of its result. */
  readonly index: number;
  readonly segment: number;
  readonly scenarioType: string;
  readonly speechLocation: LocationId;
  readonly noise?: RunNoise;
  readonly fileName: string;
  readonly transcript: string;
  /** The locale its words are in (its file's), which its answer is read in. */
  readonly locale?: string;
  /** The intent a correct answer carries; absent for a bare wake word. */
  readonly expectedResponse?: string;
  readonly durationMs: number;
  /** Voice robustness: the round it belongs to and its trainer. */
  readonly round?: number;
  readonly trainer?: string;
}

const isSpeech = (file: ResourceFile) => file.kind === 'utterance' || file.kind === 'wake-word';

/**
 * Every utterance of the segments in play order, from the manifests of their
 * resources (a missing manifest adds nothing; the caller reports it).
 */
export function acousticTrials(
  segments: readonly AcousticSegment[],
  manifests: ReadonlyMap<string, ResourceManifest>,
): AcousticTrial[] {
  const trials: AcousticTrial[] = [];
  segments.forEach((segment, segmentIndex) => {
    const files = segment.resources
      .flatMap((resource) => manifests.get(resource)?.files.filter(isSpeech) ?? [])
      .filter(
        (file) =>
          (!segment.intents || segment.intents.includes(file.expectedResponse ?? '')) &&
          !segment.skipCategories?.includes(file.category ?? ''),
      );
    for (const file of files.slice(0, segment.limit ?? files.length)) {
      trials.push({
        index: trials.length,
        segment: segmentIndex,
        scenarioType: segment.scenarioType,
        speechLocation: segment.speechLocation,
        ...(segment.noise ? { noise: segment.noise } : {}),
        fileName: file.fileName,
        transcript: file.transcript ?? '',
        ...(file.locale ? { locale: file.locale } : {}),
        ...(file.expectedResponse ? { expectedResponse: file.expectedResponse } : {}),
        durationMs: file.durationMs,
        ...(segment.round === undefined ? {} : { round: segment.round }),
        ...(segment.trainer ? { trainer: segment.trainer } : {}),
      });
    }
  });
  return trials;
}
