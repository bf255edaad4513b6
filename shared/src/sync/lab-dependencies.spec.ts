import { RESOURCE_API_PATHS } from './resource-manifest.schema';
import {
  LAB_DEPENDENCIES_COMMON_KEY,
  commonResourceDownloadUrl,
  labDependenciesId,
  labDependenciesSchema,
  labDependencyResources,
} from './lab-dependencies.schema';

describe('lab dependencies', () => {
  it("builds a suite's manifest path from its labDependenciesUri under the resource routes", () => {
    expect(RESOURCE_API_PATHS.labDependencies(labDependenciesId('MOBILE'))).toBe(
      '/api/resources/lab-dependencies/MOBILE',
    );
    expect(RESOURCE_API_PATHS.labDependencies('deps/a b')).toBe('/api/resources/deps/a%20b');
  });

  it('reads the resource download URL under SUBTYPES_COMMON, and refuses a manifest without it', () => {
    const body = {
      suite: 'ACOUSTIC',
      [LAB_DEPENDENCIES_COMMON_KEY]: {
        resourceDownloadUrl: 'https://oak.example/api/resources/manifests/lab-dependencies%2FACOUSTIC',
        manifestId: labDependenciesId('ACOUSTIC'),
        md5: 'a'.repeat(32),
        resources: [...labDependencyResources('ACOUSTIC')],
      },
    };
    expect(commonResourceDownloadUrl(labDependenciesSchema.parse(body))).toBe(
      body.SUBTYPES_COMMON.resourceDownloadUrl,
    );
    expect(labDependenciesSchema.safeParse({ suite: 'ACOUSTIC' }).success).toBe(false);
    expect(labDependenciesSchema.safeParse({ ...body, suite: 'NOPE' }).success).toBe(false);
  });

  it('makes every suite depend on the noise pack and the calibration noise', () => {
    expect(labDependencyResources('CLOSE_TALK')).toEqual(['shared/noise', 'shared/calibration']);
  });
});
