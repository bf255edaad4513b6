import {
  type CalibrationRequest,
  type CalibrationResourcesSync,
  LAB_API_PATHS,
  calibrationResourcesSyncSchema,
} from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';

/**
 * Syncs the resources a calibration needs to its Pi (doc 2 §4) and resolves
 * once the Pi holds them; the Pi reports its resources syncing meanwhile.
 */
export function syncCalibrationResources(
  api: ApiClient,
  labId: string,
  thingId: string,
  request: CalibrationRequest,
): Promise<CalibrationResourcesSync> {
  return api.request(LAB_API_PATHS.calibrationResources(labId, thingId), {
    method: 'POST',
    body: request,
    schema: calibrationResourcesSyncSchema,
  });
}
