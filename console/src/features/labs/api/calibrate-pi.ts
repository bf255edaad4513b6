import {
  CALIBRATION_ACK_TIMEOUT_MS,
  type CalibrationMeasurement,
  type CalibrationRequest,
  calibrationMeasurementSchema,
} from '@oak/shared';
import { type ApiClient } from '../../../lib/api-client';
import { postThingAction } from '../../../lib/api/post-thing-action';

/** Calibrates the lab from one Pi (doc 2 §4, §7) and answers the measured level. */
export function calibratePi(
  api: ApiClient,
  labId: string,
  thingId: string,
  request: CalibrationRequest,
): Promise<CalibrationMeasurement> {
  return postThingAction(api, {
    labId,
    thingId,
    action: 'calibrate',
    body: request,
    ackTimeout: CALIBRATION_ACK_TIMEOUT_MS,
    schema: calibrationMeasurementSchema,
  });
}
