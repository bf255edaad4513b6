import {
  ACM_PHRASES,
  ACM_SUPPORTED_LOCALES,
  type AcmPhraseId,
  CALIBRATION_PROMPTS_RESOURCE_ID,
  CALIBRATION_PROMPT_TEXTS,
  COMMON_LOCALE,
  DEVICE_CATEGORIES,
  FAR_TRACK_CATEGORY,
  type ResourceFileKind,
  SCENARIO_TYPES_BY_SUITE,
  SHARED_RESOURCES,
  TEST_SUITE_CATEGORIES,
  acmPhraseFileName,
  acmPhraseTranscript,
  acmResourceId,
  calibrationPromptFileNames,
  functionalRecordings,
  labDependenciesId,
  labDependencyResources,
  localesOf,
  MARKETPLACES,
  type PackLanguage,
  PACK_LANGUAGES,
  PACK_LANGUAGE_OF,
  packLanguageOf,
  resourcesOfRun,
  stabilityPhrases,
  stabilityResourceId,
  syncLocalesFor,
  testTypesOf,
} from '@oak/shared';

/** Bumped when what the pack contains changes: a store with an older pack generates again. */
export const RESOURCE_PACK_VERSION = 8;

/** Every file of the pack: WAV, 16 kHz, mono, 16-bit. */
export const PACK_SAMPLE_RATE = 16_000;

/** How a file is made: speech by espeak-ng, everything else by sox. */
export type PackRecipe =
  | {
      readonly type: 'speech';
      readonly voice: string;
      readonly text: string;
      readonly wordsPerMinute: number;
    }
  | {
      readonly type: 'noise';
      readonly color: 'pink' | 'white' | 'brown';
      readonly seconds: number;
      readonly gainDb: number;
    }
  | { readonly type: 'ambience'; readonly preset: 'babble' | 'pub' | 'cafe'; readonly seconds: number }
  | { readonly type: 'music'; readonly seconds: number }
  | { readonly type: 'song' }
  | {
      /**
       * A FAR run's noise (issue 30): a TV-like programme (the lines said in
       * turn by the voices, over a music bed) under speech-like babble (the
       * same talk, several lines at once), for `seconds`.
       */
      readonly type: 'far-track';
      readonly voices: readonly string[];
      readonly lines: readonly string[];
      readonly wordsPerMinute: number;
      readonly seconds: number;
    };

export interface PlannedFile {
  readonly fileName: string;
  readonly kind: ResourceFileKind;
  readonly recipe: PackRecipe;
  readonly locale?: string;
  readonly category?: string;
  readonly transcript?: string;
  readonly expectedResponse?: string;
}

export interface PlannedResource {
  /** The catalogue's resource identifier. */
  readonly id: string;
  readonly fileNames: readonly string[];
}

export interface ResourcePackPlan {
  readonly files: readonly PlannedFile[];
  readonly resources: readonly PlannedResource[];
}

/** Voice variants of espeak-ng: different speakers of the same text (chosen: two women, two men). */
const SPEAKERS = ['f2', 'm3', 'f4', 'm7'] as const;
const WORDS_PER_MINUTE = 150;
const NOISE_SECONDS = 60;
/**
 * How long the FAR track lasts: a FAR run plays it again and again for each
 * chunk's length, so it divides the ten-minute chunks and device checks
 * (chosen: long enough that the Pi is asked little, short enough for the pack).
 */
export const FAR_TRACK_SECONDS = 300;

const SHARED_NOISE_FILES: readonly PlannedFile[] = [
  ...(['pink', 'white', 'brown'] as const).map((color): PlannedFile => ({
    fileName: `noise-${color}.wav`,
    kind: 'noise',
    category: color.toUpperCase(),
    recipe: { type: 'noise', color, seconds: NOISE_SECONDS, gainDb: -12 },
  })),
  ...(['babble', 'pub', 'cafe'] as const).map((preset): PlannedFile => ({
    fileName: `ambience-${preset}.wav`,
    kind: 'noise',
    category: preset.toUpperCase(),
    recipe: { type: 'ambience', preset, seconds: NOISE_SECONDS },
  })),
  { fileName: 'music-like.wav', kind: 'music', recipe: { type: 'music', seconds: NOISE_SECONDS } },
];
const HAPPY_SONG: PlannedFile = {
  fileName: 'happy-song.wav',
  kind: 'song',
  category: 'MUSIC',
  recipe: { type: 'song' },
};
const CALIBRATION: PlannedFile = {
  fileName: 'calibration-pink.wav',
  kind: 'calibration',
  recipe: { type: 'noise', color: 'pink', seconds: 30, gainDb: -20 },
};

/**
 * The DUT calibrations' prompts, locale-independent (the agent's fallback):
 * the wake word and what the calibration asks, by one speaker.
 */
function calibrationPrompts(): PlannedFile[] {
  const language = PACK_LANGUAGES.en_US!;
  return (Object.keys(CALIBRATION_PROMPT_TEXTS) as (keyof typeof CALIBRATION_PROMPT_TEXTS)[]).map(
    (option) => {
      const text = `${language.wakeWord}, ${CALIBRATION_PROMPT_TEXTS[option]}`;
      return {
        fileName: calibrationPromptFileNames(option).at(-1)!,
        kind: 'calibration',
        transcript: text,
        recipe: {
          type: 'speech',
          voice: `${language.voice}+${SPEAKERS[0]}`,
          text,
          wordsPerMinute: WORDS_PER_MINUTE,
        },
      };
    },
  );
}

/** The pack's own key of a locale's language: en_CA shares en_US's files. */
function languageKey(locale: string): string {
  return PACK_LANGUAGE_OF[locale] ?? locale;
}

function utterances(
  locale: string,
  language: PackLanguage,
  speakers: readonly string[],
  only?: (category: string) => boolean,
): PlannedFile[] {
  const key = languageKey(locale);
  return language.phrases.flatMap((phrase, index) =>
    only && !only(phrase.category)
      ? []
      : speakers.map((speaker): PlannedFile => ({
          fileName: `${key}-${phrase.category.toLowerCase()}-${String(index + 1).padStart(2, '0')}-${speaker}.wav`,
          kind: 'utterance',
          locale: key,
          category: phrase.category,
          transcript: `${language.wakeWord}, ${phrase.text}`,
          expectedResponse: phrase.intent,
          recipe: {
            type: 'speech',
            voice: `${language.voice}+${speaker}`,
            text: `${language.wakeWord}, ${phrase.text}`,
            wordsPerMinute: WORDS_PER_MINUTE,
          },
        })),
  );
}

function wakeWords(locale: string, language: PackLanguage): PlannedFile[] {
  const key = languageKey(locale);
  return SPEAKERS.map((speaker) => ({
    fileName: `${key}-wakeword-${speaker}.wav`,
    kind: 'wake-word',
    locale: key,
    transcript: language.wakeWord,
    recipe: {
      type: 'speech',
      voice: `${language.voice}+${speaker}`,
      text: language.wakeWord,
      wordsPerMinute: WORDS_PER_MINUTE,
    },
  }));
}

function chatter(locale: string, language: PackLanguage): PlannedFile[] {
  const key = languageKey(locale);
  return language.chatter.map((text, index) => ({
    fileName: `${key}-speech-${String(index + 1).padStart(2, '0')}.wav`,
    kind: 'speech',
    locale: key,
    transcript: text,
    recipe: {
      type: 'speech',
      voice: `${language.voice}+${SPEAKERS[index % SPEAKERS.length]}`,
      text,
      wordsPerMinute: WORDS_PER_MINUTE,
    },
  }));
}

/** The FAR track of a locale: its chatter as a programme and as babble, by every speaker (FAR_TRACK_SECONDS). */
function farTrack(locale: string, language: PackLanguage): PlannedFile {
  const key = languageKey(locale);
  return {
    fileName: `${key}-far-track.wav`,
    kind: 'noise',
    locale: key,
    category: FAR_TRACK_CATEGORY,
    recipe: {
      type: 'far-track',
      voices: SPEAKERS.map((speaker) => `${language.voice}+${speaker}`),
      lines: language.chatter,
      wordsPerMinute: WORDS_PER_MINUTE,
      seconds: FAR_TRACK_SECONDS,
    },
  };
}

const isNavigation = (category: string) => category === 'NAVIGATION';

/**
 * A stability run's utterances in a locale (issue 30): each command of the
 * stability set by one speaker, the files the close-talk and functional
 * resources of its language hold already.
 */
function stabilityFiles(locale: string): PlannedFile[] {
  const language = packLanguageOf(locale);
  if (!language) return [];
  const all = utterances(locale, language, SPEAKERS.slice(0, 1));
  return stabilityPhrases(locale).map(({ index }) => all[index]!);
}

/**
 * What a UPL run asks, by phrase category: questions the assistant answers
 * aloud and that change nothing (no alarm, timer or music that would sound
 * later in another attempt's recording); the quick set the first two.
 */
const UPL_CATEGORIES = ['WEATHER', 'TIME', 'NOTIFICATIONS', 'SPORTS_UPDATE', 'FLASH_BRIEFING'] as const;
const UPL_QUICK_CATEGORIES: readonly string[] = UPL_CATEGORIES.slice(0, 2);
const isUplQuestion = (category: string) => (UPL_CATEGORIES as readonly string[]).includes(category);
const isQuickUplQuestion = (category: string) => UPL_QUICK_CATEGORIES.includes(category);

/** The UPL types' resources (issue 30): each type's utterance set in every locale the pack speaks. */
function uplResourceIds(): string[] {
  return SCENARIO_TYPES_BY_SUITE.UPL.flatMap((type) =>
    syncLocalesFor('UPL', type)
      .filter((locale) => packLanguageOf(locale))
      .map((locale) => `${type}/${locale}`),
  );
}

/** The ACM library's phrases in a locale, by one speaker: what the Pi beside each device says. */
function acmPhrases(locale: string, language: PackLanguage): PlannedFile[] {
  return (Object.keys(ACM_PHRASES) as AcmPhraseId[]).map((phrase) => {
    const text = acmPhraseTranscript(phrase, language.wakeWord);
    return {
      fileName: acmPhraseFileName(locale, phrase),
      kind: 'utterance',
      locale,
      category: 'ACM',
      transcript: text,
      expectedResponse: ACM_PHRASES[phrase].intent,
      recipe: {
        type: 'speech',
        voice: `${language.voice}+${SPEAKERS[0]}`,
        text,
        wordsPerMinute: WORDS_PER_MINUTE,
      },
    };
  });
}

/**
 * The functional catalogue's recordings a functional resource holds, by one
 * speaker, named as the functional plan plays them: the English locales only
 * (the catalogue is English; en_CA's resources hold en_US's recordings).
 * Speech said without the wake word is plain speech, with no expected response.
 */
function functionalFiles(testType: string, locale: string, language: PackLanguage): PlannedFile[] {
  const key = languageKey(locale);
  return functionalRecordings(testType, key, language.wakeWord).map((recording) => ({
    fileName: recording.fileName,
    kind: recording.expectedResponse ? 'utterance' : 'speech',
    locale: key,
    category: recording.category,
    transcript: recording.transcript,
    ...(recording.expectedResponse ? { expectedResponse: recording.expectedResponse } : {}),
    recipe: {
      type: 'speech',
      voice: `${language.voice}+${SPEAKERS[0]}`,
      text: recording.transcript,
      wordsPerMinute: WORDS_PER_MINUTE,
    },
  }));
}

/**
 * The files of one catalogue resource (chosen, as the spec names resources but
 * not their content):
 * - wake-word detection: every command by four speakers (quick test: one);
 * - false-accept (FAR): the FAR track the noise Pi plays through the run (farTrack), and
 *   speech without the wake word, ambience and music-like sound;
 * - close-talk wake and response: every command by one speaker, and the wake word by four;
 * - mobile: every command by two speakers; Common: the noise beds;
 * - functional: every command by one speaker (navigation tests: navigation only), and the happy song;
 *   in English, also every utterance of the functional catalogue of its type (functionalFiles);
 *   other locales keep only their language's commands, as functional runs there are refused;
 * - mobile functional: the mobile files, and in en_US the mobile functional catalogue;
 * - UPL: the questions answered aloud that change nothing, by one speaker (quick: weather and time);
 * - shared: the noise pack and the calibration noise.
 */
function filesOf(resourceId: string): PlannedFile[] {
  const [testType = '', locale = ''] = resourceId.split('/');
  const language = packLanguageOf(locale);
  const own = catalogueFilesOf(resourceId);
  return language ? [...own, ...functionalFiles(testType, locale, language)] : own;
}

function catalogueFilesOf(resourceId: string): PlannedFile[] {
  if (resourceId === SHARED_RESOURCES.noise) return [...SHARED_NOISE_FILES];
  if (resourceId === SHARED_RESOURCES.calibration) return [CALIBRATION];
  const [testType = '', locale = '', part] = resourceId.split('/');
  if (locale === COMMON_LOCALE) return [...SHARED_NOISE_FILES.filter((file) => file.kind === 'noise')];
  const language = packLanguageOf(locale);
  if (!language) throw new Error(`The resource pack has no language for ${resourceId}`);
  if (part === 'wakeword') return wakeWords(locale, language);
  switch (testType) {
    case 'AC_WWDD_FULL_TEST':
      return utterances(locale, language, SPEAKERS);
    case 'AC_WWDD_QUICK_TEST':
      return utterances(locale, language, SPEAKERS.slice(0, 1));
    case 'AC_FAR':
    case 'AC_FAR_CUSTOM':
    case 'AC_FAR_PLUS':
      return [
        farTrack(locale, language),
        ...chatter(locale, language),
        ...SHARED_NOISE_FILES.filter((file) => file.kind !== 'noise' || file.recipe.type === 'ambience'),
      ];
    case 'CT_WAKE_AND_RESPONSE':
      return utterances(locale, language, SPEAKERS.slice(0, 1));
    case 'AC_TRAINED_MOBILE':
    case 'AC_VOICE_ENROLLMENT_ROBUSTNESS':
    case 'MOBILE_FUNCTIONAL':
      return utterances(locale, language, SPEAKERS.slice(0, 2), (category) => !isNavigation(category));
    case 'FUNC_NAV_ALL':
    case 'FUNC_NAV_CUSTOM':
      return utterances(locale, language, SPEAKERS.slice(0, 1), isNavigation);
    case 'UPL_STANDARD':
      return utterances(locale, language, SPEAKERS.slice(0, 1), isUplQuestion);
    case 'UPL_QUICK':
      return utterances(locale, language, SPEAKERS.slice(0, 1), isQuickUplQuestion);
    default:
      return [...utterances(locale, language, SPEAKERS.slice(0, 1)), HAPPY_SONG];
  }
}

/** Every resource identifier the catalogue lists, once, in catalogue order. */
export function catalogueResourceIds(): string[] {
  const ids = new Set<string>();
  for (const category of DEVICE_CATEGORIES) {
    for (const testType of testTypesOf(category)) {
      for (const locale of localesOf(category, testType)) {
        for (const id of resourcesOfRun(category, testType, locale)) ids.add(id);
      }
    }
  }
  for (const id of uplResourceIds()) ids.add(id);
  return [...ids];
}

/**
 * The default resource pack: every catalogue resource and its files, limited
 * to `locales` when given (the shared resources are always in), and each
 * suite's lab-dependencies manifest. A file used by several resources is made once.
 */
export function planResourcePack(locales?: readonly string[]): ResourcePackPlan {
  const files = new Map<string, PlannedFile>();
  const resources: PlannedResource[] = [];
  for (const id of catalogueResourceIds()) {
    const locale = id.split('/')[1];
    if (locales && !id.startsWith('shared/') && locale !== COMMON_LOCALE && !locales.includes(locale ?? ''))
      continue;
    const own = filesOf(id);
    for (const file of own) files.set(file.fileName, file);
    resources.push({ id, fileNames: own.map((file) => file.fileName) });
  }
  // The ACM library's phrases, in the locales it supports.
  for (const locale of ACM_SUPPORTED_LOCALES) {
    const language = packLanguageOf(locale);
    if (!language || (locales && !locales.includes(locale))) continue;
    const own = acmPhrases(locale, language);
    for (const file of own) files.set(file.fileName, file);
    resources.push({ id: acmResourceId(locale), fileNames: own.map((file) => file.fileName) });
  }
  // Each marketplace's stability set (issue 30), what a sync of STABILITY_STRESS sends.
  for (const locale of MARKETPLACES) {
    const own = stabilityFiles(locale);
    if (!own.length || (locales && !locales.includes(locale))) continue;
    for (const file of own) files.set(file.fileName, file);
    resources.push({ id: stabilityResourceId(locale), fileNames: own.map((file) => file.fileName) });
  }
  // The DUT calibrations' prompts, which a calibration syncs to its Pi first.
  const prompts = calibrationPrompts();
  for (const file of prompts) files.set(file.fileName, file);
  resources.push({ id: CALIBRATION_PROMPTS_RESOURCE_ID, fileNames: prompts.map((file) => file.fileName) });
  // Each suite's lab dependencies: one manifest of all its common resources' files.
  for (const suite of TEST_SUITE_CATEGORIES) {
    const fileNames = labDependencyResources(suite).flatMap(
      (id) => resources.find((resource) => resource.id === id)?.fileNames ?? [],
    );
    resources.push({ id: labDependenciesId(suite), fileNames: [...new Set(fileNames)] });
  }
  return { files: [...files.values()], resources };
}
