/** Where the resource store is: a folder, or an S3-compatible bucket (RESOURCE_DIR, RESOURCE_S3_*). */
import path from 'node:path';
import { type AppConfig } from './app-config';
import { type CloudEnv, cloudEnvSchema } from './config.schema';
import { ConfigError, parseEnv } from './env-parsing.util';

/** An S3-compatible resource store (RESOURCE_S3_*). */
export interface ResourceS3Config {
  readonly bucket: string;
  readonly endpoint?: string;
  readonly region: string;
  readonly prefix: string;
  readonly forcePathStyle: boolean;
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
}

/** Where the resource store is, from OAK_HOME, RESOURCE_DIR and RESOURCE_S3_* alone (for the CLI). */
export function resourceStoreConfigOf(env: NodeJS.ProcessEnv): Pick<AppConfig['resources'], 'dir' | 's3'> {
  const e = parseEnv(
    cloudEnvSchema.pick({
      OAK_HOME: true,
      RESOURCE_DIR: true,
      RESOURCE_S3_BUCKET: true,
      RESOURCE_S3_ENDPOINT: true,
      RESOURCE_S3_REGION: true,
      RESOURCE_S3_PREFIX: true,
      RESOURCE_S3_ACCESS_KEY_ID: true,
      RESOURCE_S3_SECRET_ACCESS_KEY: true,
      RESOURCE_S3_FORCE_PATH_STYLE: true,
    }),
    env,
  );
  checkResourceS3Credentials(e);
  return { dir: resourceDirOf(e.RESOURCE_DIR, path.resolve(e.OAK_HOME)), s3: resourceS3Of(e) };
}

export function checkResourceS3Credentials(
  e: Pick<CloudEnv, 'RESOURCE_S3_ACCESS_KEY_ID' | 'RESOURCE_S3_SECRET_ACCESS_KEY'>,
): void {
  if (Boolean(e.RESOURCE_S3_ACCESS_KEY_ID) !== Boolean(e.RESOURCE_S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError([
      'RESOURCE_S3_ACCESS_KEY_ID and RESOURCE_S3_SECRET_ACCESS_KEY go together: set both, or neither',
    ]);
  }
}

/** The S3-compatible resource store the RESOURCE_S3_* variables describe, if any. */
export function resourceS3Of(
  e: Pick<
    CloudEnv,
    | 'RESOURCE_S3_BUCKET'
    | 'RESOURCE_S3_ENDPOINT'
    | 'RESOURCE_S3_REGION'
    | 'RESOURCE_S3_PREFIX'
    | 'RESOURCE_S3_ACCESS_KEY_ID'
    | 'RESOURCE_S3_SECRET_ACCESS_KEY'
    | 'RESOURCE_S3_FORCE_PATH_STYLE'
  >,
): ResourceS3Config | undefined {
  if (!e.RESOURCE_S3_BUCKET) return undefined;
  const prefix = e.RESOURCE_S3_PREFIX?.replace(/^\/+/, '') ?? '';
  return {
    bucket: e.RESOURCE_S3_BUCKET,
    endpoint: e.RESOURCE_S3_ENDPOINT?.replace(/\/+$/, ''),
    region: e.RESOURCE_S3_REGION,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    forcePathStyle: e.RESOURCE_S3_FORCE_PATH_STYLE ?? e.RESOURCE_S3_ENDPOINT !== undefined,
    credentials:
      e.RESOURCE_S3_ACCESS_KEY_ID && e.RESOURCE_S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.RESOURCE_S3_ACCESS_KEY_ID, secretAccessKey: e.RESOURCE_S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** The resource store's folder: RESOURCE_DIR, else OAK_HOME/resources. */
export function resourceDirOf(resourceDir: string | undefined, home: string): string {
  return path.resolve(resourceDir?.trim() || path.join(home, 'resources'));
}
