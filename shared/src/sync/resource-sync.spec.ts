import { manifestStateSchema } from '../agent/agent-manifest.schema';
import {
  MANIFEST_STATE_REQUEST,
  manifestStateRequestSchema,
  piSyncEventSchema,
  resourceManifestFileSchema,
  resourceSyncRequestSchema,
} from './resource-sync.schema';
import { AUTO_SYNC_PUSH_INTERVAL_MS, PI_SYNC_SOCKET_EVENT } from './sync.constant';

describe('resource sync wire shapes (doc 1 §3, §7)', () => {
  it('asks a Pi for its manifest state with get_manifest_state and type mdxirs', () => {
    expect(manifestStateRequestSchema.parse(MANIFEST_STATE_REQUEST)).toEqual({
      action: 'get_manifest_state',
      payload: { type: 'mdxirs' },
    });
    expect(manifestStateSchema.safeParse({ status: 'retrieving' }).success).toBe(false);
  });

  it('carries a Pi resource_sync state and status on shadowStateChange', () => {
    expect(PI_SYNC_SOCKET_EVENT).toBe('shadowStateChange');
    expect(AUTO_SYNC_PUSH_INTERVAL_MS).toBe(2000);
    const event = { thingName: 'lab1-pi-1', resource_sync: { state: 'failed', status: 'Timeout' } };
    expect(piSyncEventSchema.parse(event)).toEqual(event);
  });

  it('describes a manifest file by id, file name, md5 and URL (doc 3 §9)', () => {
    const file = {
      id: 'm1',
      fileName: 'en_US.zip',
      md5: 'd41d8cd98f00b204e9800998ecf8427e',
      url: 'https://cdn.example/en_US.zip',
    };
    expect(resourceManifestFileSchema.parse(file)).toEqual(file);
    expect(resourceManifestFileSchema.safeParse({ ...file, md5: 'abc' }).success).toBe(false);
  });

  it('reports the spec messages for an empty or oversized selection', () => {
    const result = resourceSyncRequestSchema.safeParse({
      locales: [],
      locations: ['0.9m-90deg', '0.9m-30deg', '2.7m-90deg', '2.7m-30deg', '1.8m-135deg', 'hats'],
      manifests: [],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please select at least one locale',
      'Please select at most 5 locations per sync.',
      'Please select at least one manifest file for download.',
    ]);
  });
});
