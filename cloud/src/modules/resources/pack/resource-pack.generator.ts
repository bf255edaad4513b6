import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/** The sox effects after `-n` that synthesise a recipe that is neither speech nor the FAR track. */
function soxSynthesis(recipe: Exclude<PackRecipe, { type: 'speech' | 'far-track' }>): string[] {
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

/** The pause between two lines of the FAR track's programme (s). */
const FAR_TRACK_LINE_GAP_SECONDS = 0.6;
/** Where the babble's other talkers are in the programme, as shares of its length: each says another line. */
const FAR_TRACK_BABBLE_OFFSETS = [0.23, 0.47, 0.71] as const;
/** The music bed's length before it repeats (s). */
const FAR_TRACK_BED_SECONDS = 8;

/**
 * The FAR track: a TV-like programme (each line said by the next voice, a
 * pause between, again and again) over a music bed, under babble (the same
 * programme three more times at once, each at another line), mixed with sox
 * into `seconds` of speech-like noise. Made in a folder of its own, removed after.
 */
async function farTrack(recipe: Extract<PackRecipe, { type: 'far-track' }>): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'oak-far-track-'));
  const file = (name: string) => path.join(dir, name);
  const seconds = String(recipe.seconds);
  try {
    const parts: string[] = [];
    for (const [index, line] of recipe.lines.entries()) {
      const spoken = await runTool('espeak-ng', [
        '-v',
        recipe.voices[index % recipe.voices.length]!,
        '-s',
        String(recipe.wordsPerMinute),
        '--stdout',
        line,
      ]);
      const name = file(`line-${index}.wav`);
      await writeFile(name, await runTool('sox', ['-t', 'wav', '-', ...OUTPUT], spoken));
      parts.push(name, file('gap.wav'));
    }
    await runTool('sox', [
      '-n',
      ...OUTPUT.slice(0, -1),
      file('gap.wav'),
      'trim',
      '0',
      String(FAR_TRACK_LINE_GAP_SECONDS),
    ]);
    await runTool('sox', [...parts, file('programme.wav')]);
    const programmeMs = 1000 * Number((await runTool('soxi', ['-D', file('programme.wav')])).toString());
    const repeats = String(Math.ceil((recipe.seconds * 1000) / Math.max(1, programmeMs)));
    await runTool('sox', [file('programme.wav'), file('voice.wav'), 'repeat', repeats, 'trim', '0', seconds]);
    // The babble: the programme on three more channels, each delayed to another line, mixed down.
    const delays = FAR_TRACK_BABBLE_OFFSETS.map((share) => ((share * programmeMs) / 1000).toFixed(2));
    await runTool('sox', [file('voice.wav'), '-c', '4', file('talkers.wav'), 'remix', '1', '1', '1', '1']);
    await runTool('sox', [
      file('talkers.wav'),
      file('babble.wav'),
      'delay',
      '0',
      ...delays,
      'remix',
      '2-4',
      'band',
      '-n',
      '1000',
      '1600',
      'trim',
      '0',
      seconds,
    ]);
    // The programme's music bed, repeated under it.
    await writeFile(
      file('theme.wav'),
      await runTool('sox', [
        '-n',
        ...OUTPUT,
        ...soxSynthesis({ type: 'music', seconds: FAR_TRACK_BED_SECONDS }),
      ]),
    );
    const bedRepeats = String(Math.ceil(recipe.seconds / FAR_TRACK_BED_SECONDS));
    await runTool('sox', [file('theme.wav'), file('bed.wav'), 'repeat', bedRepeats, 'trim', '0', seconds]);
    return await runTool('sox', [
      '-m',
      '-v',
      '0.9',
      file('voice.wav'),
      '-v',
      '0.6',
      file('babble.wav'),
      '-v',
      '0.3',
      file('bed.wav'),
      ...OUTPUT,
      'gain',
      '-n',
      '-3',
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function synthesiseToPipe(recipe: PackRecipe): Promise<Buffer> {
  if (recipe.type === 'far-track') return farTrack(recipe);
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
