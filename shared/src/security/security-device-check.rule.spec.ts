import { SECURITY_REQUEST_TIMEOUT_MS, type SecurityDeviceCheckStatus } from './security.constant';
import { securityDeviceStateRequestSchema } from './security-request.schema';
import {
  canRequestSecurityDeviceState,
  isDetectingSecurityDeviceState,
  securityDeviceCheckStage,
  securityDeviceCheckView,
  securityDeviceStateRequest,
} from './security-device-check.rule';
import { SECURITY_DEVICE_CHECK_MESSAGES as M } from './security.messages';

const check = (
  deviceOFFCheck: SecurityDeviceCheckStatus,
  deviceONCheck: SecurityDeviceCheckStatus,
  message?: string,
) => ({
  deviceOFFCheck,
  deviceONCheck,
  ...(message ? { message } : {}),
});

describe('securityDeviceCheckStage (doc 1 §4.5, §5)', () => {
  it.each([
    ['PENDING', 'PENDING', 'OFF'],
    ['RUNNING', 'PENDING', 'OFF'],
    ['FAILED', 'PENDING', 'OFF'],
    // The ON check cannot skip the OFF one.
    ['PENDING', 'COMPLETED', 'OFF'],
    ['COMPLETED', 'PENDING', 'ON'],
    ['COMPLETED', 'RUNNING', 'ON'],
    ['COMPLETED', 'FAILED', 'ON'],
    ['COMPLETED', 'COMPLETED', 'RESULTS'],
  ] as const)('OFF %s and ON %s show %s', (off, on, stage) => {
    expect(securityDeviceCheckStage(check(off, on))).toBe(stage);
    expect(canRequestSecurityDeviceState(check(off, on), 'OFF')).toBe(stage === 'OFF');
    expect(canRequestSecurityDeviceState(check(off, on), 'ON')).toBe(stage === 'ON');
  });

  it('goes straight to the results without a device check', () => {
    expect(securityDeviceCheckStage(undefined)).toBe('RESULTS');
    expect(securityDeviceCheckStage(null)).toBe('RESULTS');
    expect(canRequestSecurityDeviceState(undefined, 'OFF')).toBe(false);
  });
});

describe('Detecting device state (doc 1 §4.5)', () => {
  it.each([
    [undefined, 'PENDING', false],
    ['PENDING', 'PENDING', true],
    ['PENDING', 'RUNNING', false],
    ['FAILED', 'FAILED', true],
    ['FAILED', 'COMPLETED', false],
  ] as const)('sent at %s, now %s: spinner %s', (sent, now, spinning) => {
    expect(isDetectingSecurityDeviceState(sent, now)).toBe(spinning);
    expect(M.detecting).toBe('Detecting device state');
  });
});

describe('securityDeviceCheckView', () => {
  it('shows the OFF step, then the ON step, then nothing', () => {
    expect(securityDeviceCheckView(check('PENDING', 'PENDING'))).toEqual({
      stage: 'OFF',
      title: M.offTitle,
      text: M.offInstruction,
      critical: false,
    });
    expect(securityDeviceCheckView(check('COMPLETED', 'PENDING'))).toEqual({
      stage: 'ON',
      title: M.onTitle,
      text: M.onInstruction,
      critical: false,
    });
    expect(securityDeviceCheckView(check('COMPLETED', 'COMPLETED'))).toEqual({
      stage: 'RESULTS',
      critical: false,
    });
    expect(securityDeviceCheckView(undefined)).toEqual({ stage: 'RESULTS', critical: false });
  });

  it('says a failed step can be retried', () => {
    expect(securityDeviceCheckView(check('FAILED', 'PENDING')).text).toBe(M.failed);
  });

  it('shows a device message as critical', () => {
    expect(securityDeviceCheckView(check('COMPLETED', 'FAILED', 'Device still responds to ping'))).toEqual({
      stage: 'ON',
      title: M.onTitle,
      text: 'Device still responds to ping',
      critical: true,
    });
  });
});

describe('the security request helper (doc 1 §7)', () => {
  it('sends the lab job id, kind Security, the state and time-out 3000', () => {
    const request = securityDeviceStateRequest('job-7', 'OFF');
    expect(request).toEqual({
      labJobId: 'job-7',
      kind: 'Security',
      payload: { requestDeviceState: 'OFF' },
      timeout: 3000,
    });
    expect(SECURITY_REQUEST_TIMEOUT_MS).toBe(3000);
    expect(securityDeviceStateRequestSchema.safeParse(request).success).toBe(true);
    expect(
      securityDeviceStateRequestSchema.safeParse(securityDeviceStateRequest('job-7', 'ON')).success,
    ).toBe(true);
  });

  it.each([
    { labJobId: '' },
    { kind: 'security' },
    { payload: { requestDeviceState: 'REBOOT' } },
    { timeout: 0 },
  ])('refuses %j', (change) => {
    expect(
      securityDeviceStateRequestSchema.safeParse({ ...securityDeviceStateRequest('job-7', 'ON'), ...change })
        .success,
    ).toBe(false);
  });
});
