import { AGENT_MAX_RECORD_MS } from '../lab/agent-protocol.schema';
import {
  VIRTUAL_LAB_CONTROL_PATHS,
  VIRTUAL_ROOM_PATHS,
  virtualRoomFanStateSchema,
  virtualRoomMicStateSchema,
  virtualRoomRecordingRequestSchema,
} from './virtual-room.schema';

describe('the virtual room wire', () => {
  const request = {
    thingName: 'lab1-pi1',
    startedAt: 1_735_689_600_000,
    durationMs: 5000,
    sampleRate: 16000,
  };

  it('asks what a Pi recorded of the room', () => {
    expect(VIRTUAL_ROOM_PATHS.recordings).toBe('/rooms/recordings');
    expect(virtualRoomRecordingRequestSchema.parse(request)).toEqual(request);
  });

  it.each([
    { durationMs: AGENT_MAX_RECORD_MS + 1 },
    { sampleRate: 4000 },
    { startedAt: -1 },
    { thingName: '' },
  ])('refuses %p', (change) => {
    expect(virtualRoomRecordingRequestSchema.safeParse({ ...request, ...change }).success).toBe(false);
  });

  it("asks whether a Pi's reference mic is plugged in, and unplugs it by the lab's control", () => {
    expect(VIRTUAL_ROOM_PATHS.mics).toBe('/rooms/mics');
    expect(virtualRoomMicStateSchema.parse({ plugged: false })).toEqual({ plugged: false });
    expect(virtualRoomMicStateSchema.safeParse({ plugged: 'no' }).success).toBe(false);
    expect(VIRTUAL_LAB_CONTROL_PATHS.piMic('virtual-lab near/90')).toBe(
      '/lab/pis/virtual-lab%20near%2F90/mic',
    );
  });
});

describe("the virtual room's fan", () => {
  it("answers a Pi's fan, or none, and starts or stops it by the lab's control", () => {
    expect(VIRTUAL_ROOM_PATHS.fans).toBe('/rooms/fans');
    expect(virtualRoomFanStateSchema.parse({ fan: { on: true } })).toEqual({ fan: { on: true } });
    expect(virtualRoomFanStateSchema.parse({ fan: null })).toEqual({ fan: null });
    expect(virtualRoomFanStateSchema.safeParse({ fan: { on: 1 } }).success).toBe(false);
    expect(VIRTUAL_LAB_CONTROL_PATHS.piFan('virtual-lab noise')).toBe('/lab/pis/virtual-lab%20noise/fan');
    expect(VIRTUAL_LAB_CONTROL_PATHS.piFanRoute.exec('/lab/pis/pi%201/fan')?.[1]).toBe('pi%201');
  });
});
