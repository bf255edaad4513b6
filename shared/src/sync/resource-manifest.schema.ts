import { z } from 'zod';
import { cacheFileNameSchema } from '../agent/agent-manifest.schema';

/** What a resource file holds (chosen; the spec shows manifests' fields, not their values). */
const RESOURCE_FILE_KINDS = [
  /** The wake word and a command: the device should wake and answer the expected response. */
  'utterance',
  /** The wake word alone. */
  'wake-word',
  /** Speech without the wake word: it must never wake a device (false-accept runs). */
  'speech',
  'noise',
  'music',
  'song',
  /** The pink noise a lab calibrates its noise speaker with. */
  'calibration',
] as const;
export type ResourceFileKind = (typeof RESOURCE_FILE_KINDS)[number];

const md5Schema = z.string().regex(/^[a-f0-9]{32}$/, 'md5 must be 32 lower-case hex digits');

/**
 * One file of a resource manifest (doc 3 §3: id, file name, md5 and URL; the
 * rest chosen): its size, duration and kind, and for speech the transcript and
 * the intent a correct answer carries.
 */
export const resourceFileSchema = z.object({
  id: z.string().min(1),
  fileName: cacheFileNameSchema,
  md5: md5Schema,
  size: z.number().int().nonnegative(),
  url: z.string().min(1),
  kind: z.enum(RESOURCE_FILE_KINDS),
  durationMs: z.number().int().nonnegative(),
  locale: z.string().optional(),
  category: z.string().optional(),
  transcript: z.string().optional(),
  expectedResponse: z.string().optional(),
});
export type ResourceFile = z.infer<typeof resourceFileSchema>;

/** A resource of the catalogue (e.g. `AC_FAR/en_US`, `shared/noise`) and the files it is made of. */
export const resourceManifestSchema = z.object({
  id: z.string().min(1),
  files: z.array(resourceFileSchema),
});
export type ResourceManifest = z.infer<typeof resourceManifestSchema>;

/** The resource store's routes (paths chosen; the spec hides them). */
export const RESOURCE_API_PATHS = {
  pack: '/api/resources/pack',
  manifests: '/api/resources/manifests',
  manifest: (resourceId: string) => `/api/resources/manifests/${encodeURIComponent(resourceId)}`,
  file: (fileName: string) => `/api/resources/files/${encodeURIComponent(fileName)}`,
  /** A suite's lab-dependencies manifest: the resource routes' root joined with its labDependenciesUri. */
  labDependencies: (labDependenciesUri: string) =>
    `/api/resources/${labDependenciesUri.split('/').map(encodeURIComponent).join('/')}`,
} as const;

const RESOURCE_PACK_STATES = ['missing', 'generating', 'ready', 'failed'] as const;

/** The default pack's generation, as the store reports it: files made so far of the total. */
export const resourcePackStatusSchema = z.object({
  state: z.enum(RESOURCE_PACK_STATES),
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  generatedAt: z.string().optional(),
  error: z.string().optional(),
});
export type ResourcePackStatus = z.infer<typeof resourcePackStatusSchema>;

/** Refusals of the resource routes (chosen wording). */
export const RESOURCE_MESSAGES = {
  manifestNotFound: (resourceId: string) => `There is no resource manifest ${resourceId}`,
  fileNotFound: (fileName: string) => `There is no resource file ${fileName}`,
  downloadUnauthorized: 'Resource files need a signed-in user or a Pi’s credentials',
  unknownSuite: (suite: string) => `There is no test suite ${suite}`,
  labDependenciesMissing: (suite: string) =>
    `The lab dependencies of ${suite} are not in the resource store yet: generate the resource pack`,
} as const;
