import { type AppConfig } from '../../config/app-config';
import { LocalResourceStore, type ResourceStore } from './resource-store';
import { S3ResourceStore } from './s3-resource-store';

/** The store the configuration names: an S3-compatible bucket when RESOURCE_S3_BUCKET is set, else the local folder. */
export function resourceStoreFor(resources: Pick<AppConfig['resources'], 'dir' | 's3'>): ResourceStore {
  return resources.s3 ? new S3ResourceStore(resources.s3) : new LocalResourceStore(resources.dir);
}
