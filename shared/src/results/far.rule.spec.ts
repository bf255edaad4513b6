import { FAR_DEFAULT_TOTAL_CHUNKS, FAR_FALSE_WAKES_ALLOWED } from './far.constant';
import { FAR_MESSAGES } from './far.messages';
import {
  areAllFarDevicesOffline,
  farDeviceRows,
  farDeviceStatus,
  farLastDeviceCheckText,
  farStatusText,
  isFarDeviceFailed,
} from './far.rule';
import { type FarPayload, farPayloadSchema } from './far.schema';

const devices = [
  { customerId: 'C1', deviceSerialNumber: 'DSN1', deviceName: 'Kitchen' },
  { customerId: 'C1', deviceSerialNumber: 'DSN2', deviceName: 'Bedroom' },
  { customerId: 'C2', deviceSerialNumber: 'DSN3', deviceName: 'Office' },
];

const payload = (overrides: Record<string, unknown> = {}): FarPayload =>
  farPayloadSchema.parse({ chunkId: 12, simulationEnvironment: { devices }, ...overrides });

describe('FAR constants', () => {
  it('plays 144 chunks by default and allows 3 false wakes (doc 1 §9, doc 3 §9)', () => {
    expect(FAR_DEFAULT_TOTAL_CHUNKS).toBe(144);
    expect(FAR_FALSE_WAKES_ALLOWED).toBe(3);
    expect(payload().totalChunks).toBe(144);
    expect(payload().offlineDevicesSet).toEqual([]);
  });
});

describe('isFarDeviceFailed (doc 1 §5)', () => {
  it.each([
    [0, false],
    [2, false],
    [3, false],
    [4, true],
    [10, true],
  ])('%i false wakes fails: %s', (falseWakes, failed) => {
    expect(isFarDeviceFailed(falseWakes)).toBe(failed);
  });

  it('takes another maximum', () => {
    expect(isFarDeviceFailed(2, 1)).toBe(true);
  });
});

describe('farDeviceStatus (doc 1 §5)', () => {
  it('is Online unless the serial is in the offline set', () => {
    expect(farDeviceStatus('DSN1', [])).toBe('ONLINE');
    expect(farDeviceStatus('DSN1', ['DSN2'])).toBe('ONLINE');
    expect(farDeviceStatus('DSN2', ['DSN2'])).toBe('OFFLINE');
  });
});

describe('farDeviceRows', () => {
  it('gives false wakes, status, failed flag and warning per device', () => {
    const rows = farDeviceRows(
      payload({ deviceTotalWakeCountsForUI: { DSN1: 3, DSN2: 4 }, offlineDevicesSet: ['DSN3'] }),
    );
    expect(rows).toEqual([
      {
        ...devices[0],
        status: 'ONLINE',
        falseWakes: 3,
        failed: false,
        warning: FAR_MESSAGES.willFailBeyond(3),
      },
      { ...devices[1], status: 'ONLINE', falseWakes: 4, failed: true },
      {
        ...devices[2],
        status: 'OFFLINE',
        falseWakes: 0,
        failed: false,
        warning: FAR_MESSAGES.offlineDuringLastMeasure,
      },
    ]);
    expect(FAR_MESSAGES.willFailBeyond(3)).toBe(
      'This device will fail the FAR test if it has more than 3 false wakes.',
    );
  });
});

describe('FAR status text (doc 1 §2.9)', () => {
  it('says which file plays', () => {
    expect(farStatusText(payload({ chunkId: 12 }), false)).toBe('Currently playing audio file 12 of 144.');
    expect(farStatusText(payload({ chunkId: 0, totalChunks: 10 }), false)).toBe(
      'Currently playing audio file 1 of 10.',
    );
    expect(farStatusText(payload({ chunkId: 12, totalChunks: 0 }), false)).toBe(
      'Currently playing audio file 12 of 144.',
    );
    expect(farStatusText(payload({ chunkId: 200 }), false)).toBe('Currently playing audio file 144 of 144.');
  });

  it('says the test completed once the job is finished', () => {
    expect(farStatusText(payload({ chunkId: 144 }), true)).toBe('FAR Test Completed!');
  });

  it('says when every device is offline or muted', () => {
    const allOffline = payload({ offlineDevicesSet: ['DSN1', 'DSN2', 'DSN3'] });
    expect(areAllFarDevicesOffline(allOffline)).toBe(true);
    expect(farStatusText(allOffline, false)).toBe('All devices are detected Offline or Muted!');
    expect(farStatusText(allOffline, true)).toBe('All devices are detected Offline or Muted!');
    expect(areAllFarDevicesOffline(payload({ offlineDevicesSet: ['DSN1', 'DSN2'] }))).toBe(false);
    expect(areAllFarDevicesOffline(payload({ simulationEnvironment: { devices: [] } }))).toBe(false);
  });

  it('tells when the last device check was performed, in UTC', () => {
    expect(farLastDeviceCheckText({ date: '2026-03-01', time: '14:05:09' })).toBe(
      'Last device check was performed at 2026-03-01 14:05:09 UTC',
    );
    expect(farLastDeviceCheckText(undefined)).toBeUndefined();
    expect(farLastDeviceCheckText(null)).toBeUndefined();
  });
});
