import { type ResourceFile, type ResourceManifest } from '@oak/shared';
import { type ResourceStore, md5Of } from '../resource-store';
import { runTool, wavDurationMs, withWavSizes } from './audio-tools.util';
import {
  PACK_SAMPLE_RATE,
  type PackRecipe,
  type PlannedFile,
  RESOURCE_PACK_VERSION,
  planResourcePack,
} from './resource-pack.plan';

/** A generation stopped part-way; the files made so far are kept. */
export class PackGenerationStopped extends Error {
  constructor(
    readonly done: number,
    readonly total: number,
  ) {
    super(`Resource pack generation stopped after ${done} of ${total} files`);
  }
}

/** Where a stored file is fetched from, relative to the cloud; the API makes it absolute. */
export const RESOURCE_FILE_PATH = '/api/resources/files/';

export interface PackProgress {
  readonly done: number;
  readonly total: number;
  /** Files made this time; the rest were already in the store as planned. */
  readonly made: number;
  readonly fileName: string;
}

export interface GeneratePackOptions {
  /** Only these locales' resources (and the shared ones); all by default. */
  readonly locales?: readonly string[];
  /** Files made at once; 2 unless told. */
  readonly concurrency?: number;
  readonly onProgress?: (progress: PackProgress) => void;
  /** Stops after the files being made: what was made is kept for the next run. */
  readonly signal?: AbortSignal;
}

export interface GeneratedPack {
  readonly files: number;
  readonly made: number;
  readonly resources: number;
  readonly bytes: number;
}

const OUTPUT = ['-t', 'wav', '-r', String(PACK_SAMPLE_RATE), '-c', '1', '-b', '16', '-'];

const MELODY = [
  'E4',
  'G4',
  'A4',
  'G4',
  'E4',
  'D4',
  'C4',
  'D4',
  'E4',
  'E4',
  'D4',
  'D4',
  'E4',
  'G4',
  'A4',
  'C5',
];
const CHORDS = [
  ['C4', 'E4', 'G4'],
  ['A3', 'C4', 'E4'],
  ['F3', 'A3', 'C4'],
  ['G3', 'B3', 'D4'],
];

/** The sox effects after `-n` that synthesise a recipe that is not speech. */
function soxSynthesis(recipe: Exclude<PackRecipe, { type: 'speech' }>): string[] {
  switch (recipe.type) {
    case 'noise':
      return ['synth', String(recipe.seconds), `${recipe.color}noise`, 'gain', '-n', String(recipe.gainDb)];
    case 'ambience': {
      const length = String(recipe.seconds);
      const shape = {
        // Speech-band noise that comes and goes like many voices at once.
        babble: [
          'synth',
          length,
          'pinknoise',
          'band',
          '-n',
          '500',
          '1500',
          'tremolo',
          '4.3',
          '70',
          'tremolo',
          '6.1',
          '50',
        ],
        // Low rumble with a busy mid band.
        pub: [
          'synth',
          length,
          'brownnoise',
          'synth',
          length,
          'pinknoise',
          'mix',
          'band',
          '200',
          '2500',
          'tremolo',
          '2.5',
          '40',
        ],
        // Chatter with a bright clatter on top.
        cafe: [
          'synth',
          length,
          'pinknoise',
          'band',
          '-n',
          '1000',
          '3000',
          'tremolo',
          '7',
          '30',
          'synth',
          length,
          'sine',
          'mix',
          '2400',
          'tremolo',
          '0.5',
          '90',
        ],
      }[recipe.preset];
      return [...shape, 'gain', '-n', '-15'];
    }
    case 'music': {
      const bars = Math.ceil(recipe.seconds / 0.5);
      const chains = Array.from({ length: bars }, (_, index) => {
        const chord = CHORDS[Math.floor(index / 4) % CHORDS.length]!;
        return ['synth', '0.5', ...chord.flatMap((note) => ['pluck', note]), 'remix', '-'];
      });
      return [...chains.flatMap((chain, index) => (index ? [':', ...chain] : chain)), 'gain', '-n', '-6'];
    }
    case 'song': {
      const chains = [...MELODY, ...MELODY].map((note, index) => [
        'synth',
        index % 8 === 7 ? '0.6' : '0.3',
        'pluck',
        note,
        'pluck',
        CHORDS[Math.floor(index / 4) % CHORDS.length]![0]!,
        'remix',
        '-',
      ]);
      return [...chains.flatMap((chain, index) => (index ? [':', ...chain] : chain)), 'gain', '-n', '-3'];
    }
  }
}

/** One file's WAV bytes, made with espeak-ng and sox. */
export async function synthesise(recipe: PackRecipe): Promise<Buffer> {
  return withWavSizes(await synthesiseToPipe(recipe));
}

async function synthesiseToPipe(recipe: PackRecipe): Promise<Buffer> {
  if (recipe.type === 'speech') {
    const spoken = await runTool('espeak-ng', [
      '-v',
      recipe.voice,
      '-s',
      String(recipe.wordsPerMinute),
      '--stdout',
      recipe.text,
    ]);
    // espeak speaks at 22.05 kHz: resample, trim the silence around it and bring it to -3 dBFS peak.
    return runTool(
      'sox',
      [
        '-t',
        'wav',
        '-',
        ...OUTPUT,
        'silence',
        '1',
        '0.02',
        '0.1%',
        'reverse',
        'silence',
        '1',
        '0.02',
        '0.1%',
        'reverse',
        'pad',
        '0.2',
        '0.2',
        'gain',
        '-n',
        '-3',
      ],
      spoken,
    );
  }
  return runTool('sox', ['-n', ...OUTPUT, ...soxSynthesis(recipe)]);
}

/** Runs `work` over `items`, at most `concurrency` at a time. */
async function inParallel<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, async () => {
    while (next < items.length && !signal?.aborted) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

/**
 * Generates the default resource pack into the store: each planned file that
 * is missing or was made from another recipe, then one manifest per resource
 * (file, md5, size, duration, transcript, expected response). Files already
 * made as planned are kept, so a second run only checks them.
 */
export async function generateResourcePack(
  store: ResourceStore,
  options: GeneratePackOptions = {},
): Promise<GeneratedPack> {
  const plan = planResourcePack(options.locales);
  const previous = await store.readIndex();
  const files: Record<string, { recipe: string; md5: string; size: number; durationMs: number }> = {
    ...(previous?.files ?? {}),
  };
  let done = 0;
  let made = 0;
  await inParallel(
    plan.files,
    options.concurrency ?? 2,
    async (file: PlannedFile) => {
      const recipe = JSON.stringify(file.recipe);
      const known = files[file.fileName];
      const onDisk = await store.fileStat(file.fileName);
      if (!(known && known.recipe === recipe && onDisk?.size === known.size)) {
        const bytes = await synthesise(file.recipe);
        await store.writeFile(file.fileName, bytes);
        files[file.fileName] = {
          recipe,
          md5: md5Of(bytes),
          size: bytes.length,
          durationMs: wavDurationMs(bytes),
        };
        made += 1;
      }
      done += 1;
      options.onProgress?.({ done, total: plan.files.length, made, fileName: file.fileName });
    },
    options.signal,
  );
  if (options.signal?.aborted) {
    // Keep what was made; manifests only describe a complete pack.
    await store.writeIndex({
      version: previous?.version ?? 0,
      generatedAt: previous?.generatedAt ?? '',
      files,
    });
    throw new PackGenerationStopped(done, plan.files.length);
  }

  const byName = new Map(plan.files.map((file) => [file.fileName, file]));
  for (const resource of plan.resources) {
    const manifest: ResourceManifest = {
      id: resource.id,
      files: resource.fileNames.map((fileName): ResourceFile => {
        const planned = byName.get(fileName)!;
        const stored = files[fileName]!;
        return {
          id: fileName.replace(/\.wav$/, ''),
          fileName,
          md5: stored.md5,
          size: stored.size,
          url: `${RESOURCE_FILE_PATH}${fileName}`,
          kind: planned.kind,
          durationMs: stored.durationMs,
          ...(planned.locale ? { locale: planned.locale } : {}),
          ...(planned.category ? { category: planned.category } : {}),
          ...(planned.transcript ? { transcript: planned.transcript } : {}),
          ...(planned.expectedResponse ? { expectedResponse: planned.expectedResponse } : {}),
        };
      }),
    };
    await store.writeManifest(manifest);
  }
  await store.writeIndex({ version: RESOURCE_PACK_VERSION, generatedAt: new Date().toISOString(), files });
  const bytes = plan.files.reduce((sum, file) => sum + files[file.fileName]!.size, 0);
  return { files: plan.files.length, made, resources: plan.resources.length, bytes };
}
