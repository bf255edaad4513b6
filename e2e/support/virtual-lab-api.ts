import { writeFileSync } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import {
  DEVICE_API_PATHS,
  LAB_API_PATHS,
  LIVE_SOCKET_NAMESPACE,
  type Lab,
  PLAYGROUND_API_BASE_PATH,
  type Pi,
  type VirtualDeviceFaults,
  type VirtualDeviceJournalEntry,
  VIRTUAL_LAB_CONTROL_PATHS,
  buildInjectSpeechSsml,
  virtualDeviceFaultsPath,
  virtualDeviceJournalPath,
  virtualDeviceJournalResponseSchema,
  wavHeader,
} from '@oak/shared';
import { type Socket, io } from 'socket.io-client';
import { makeTone } from '../../cloud/src/testing/agent-process';
import { eventually } from '../../cloud/src/testing/eventually.util';
import { signInViaApi } from './session';

/** A virtual DUT as the playground API names it. */
export interface DeviceRef {
  readonly deviceserial: string;
  readonly devicetype: string;
}

export const VIRTUAL_GOOD_DUT: DeviceRef = { deviceserial: 'G0VIRTUALGOOD001', devicetype: 'ECHO_DOT' };
export const VIRTUAL_POOR_DUT: DeviceRef = { deviceserial: 'G0VIRTUALPOOR001', devicetype: 'ECHO_POP' };
export const VIRTUAL_CUSTOMER = { customerId: 'A1VIRTUALLAB01', email: 'virtual.lab@oak.example' } as const;
/** The second virtual account, whose devices stand in the comms lab's booths 3 and 4. */
export const VIRTUAL_FRIEND = { customerId: 'A2VIRTUALLAB02', email: 'virtual.friend@oak.example' } as const;
/** A third virtual account with one device only (booth 5). */
export const VIRTUAL_NEIGHBOUR = {
  customerId: 'A3VIRTUALLAB03',
  email: 'virtual.neighbour@oak.example',
} as const;
/** The virtual comms lab: booth N holds Pi 'Booth N' and one device (DSNs by account and device). */
export const VIRTUAL_COMMS_LAB = {
  name: 'Virtual Comms Lab',
  pis: 5,
  devices: {
    one: ['G0VIRTUALCOMM011', 'G0VIRTUALCOMM012'],
    two: ['G0VIRTUALCOMM021', 'G0VIRTUALCOMM022'],
    three: ['G0VIRTUALCOMM031'],
  },
} as const;

/** An activity item as the device cloud gives it. */
export interface DeviceActivityItem {
  readonly UtteranceId: string;
  readonly HeardText?: string;
  readonly ResponseText?: string;
  readonly ActivityItemData: { readonly intentType?: string; readonly falseWake?: boolean };
}

/**
 * The virtual lab of a running OAK seen only through the cloud's public API,
 * as a test engineer's script would: sign-in, labs and Pis, talk, customer
 * ids, devices and the playground device API.
 */
export class VirtualLabApi {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  static async signIn(baseUrl: string, email: string, password: string): Promise<VirtualLabApi> {
    return new VirtualLabApi(baseUrl, (await signInViaApi(email, password, baseUrl)).idToken.jwtToken);
  }

  /** The live feed of a job, as the console opens it (doc 1 §7: token and jobId). */
  jobFeed(jobId: string): Socket {
    return io(`${this.baseUrl}${LIVE_SOCKET_NAMESPACE}`, {
      query: { token: this.token, jobId },
      transports: ['websocket'],
    });
  }

  async request<T>(pathname: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
    const { status, text } = await this.requestText(pathname, init);
    return { status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  /** A call whose answer is not JSON (a CSV or JUnit report): its status and text. */
  async requestText(pathname: string, init: RequestInit = {}): Promise<{ status: number; text: string }> {
    const response = await fetch(new URL(pathname, this.baseUrl), {
      ...init,
      // A multipart form's Content-Type carries its boundary: fetch sets it.
      headers: {
        Authorization: `Bearer ${this.token}`,
        ...(init.body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      },
    });
    return { status: response.status, text: await response.text() };
  }

  /** The lab of that name once the virtual lab has declared it and all its Pis are connected. */
  async connectedLab(name: string, pis: number): Promise<{ lab: Lab; pis: Pi[] }> {
    const lab = (await eventually(
      async () => (await this.request<Lab[]>(LAB_API_PATHS.labs)).body.find((l) => l.name === name),
      (found) => found !== undefined,
      60_000,
    ))!;
    const things = await eventually(
      async () => (await this.request<Pi[]>(LAB_API_PATHS.labThings(lab.id))).body,
      (list) => list.length === pis && list.every((pi) => pi.connected),
      60_000,
    );
    return { lab, pis: things };
  }

  /** Plays a cached file on a Pi through the lab controls; answers when it has played. */
  talk(lab: Lab, pi: Pi, waveFileName: string, volume = 100, actionTimeout = 20_000) {
    return this.request<{ durationMs?: number }>(
      `${LAB_API_PATHS.labThings(lab.id)}/${pi.id}/talk?actionTimeout=${actionTimeout}`,
      { method: 'POST', body: JSON.stringify({ waveFileName, volume }) },
    );
  }

  stop(lab: Lab, pi: Pi) {
    return this.request(`${LAB_API_PATHS.labThings(lab.id)}/${pi.id}/stop?actionTimeout=10000`, {
      method: 'POST',
      body: '{}',
    });
  }

  customerIds() {
    return this.request<Record<string, string>[]>(DEVICE_API_PATHS.customerIds);
  }

  devices(customerId: string, forceRefresh = true) {
    const q = encodeURIComponent(JSON.stringify({ customerId, forceRefresh }));
    return this.request<{ dsn: string; name: string }[]>(`${DEVICE_API_PATHS.devices}?q=${q}`);
  }

  playground<T>(call: string, device: DeviceRef, params: Record<string, string> = {}, init?: RequestInit) {
    const query = new URLSearchParams({ ...device, ...params });
    return this.request<T>(`${PLAYGROUND_API_BASE_PATH}/prod/${call}?${query}`, init);
  }

  injectSpeech(device: DeviceRef, text: string) {
    return this.playground<{ utteranceId: string }>('injectspeech', device, {
      text: buildInjectSpeechSsml(text),
    });
  }

  /** Every activity item of the device in a window of epoch seconds (the device's clock). */
  async activity(device: DeviceRef, startS = 0, endS = 4_102_444_800): Promise<DeviceActivityItem[]> {
    const { status, body } = await this.playground<{ ActivityItems: DeviceActivityItem[] }>(
      'activityitems',
      device,
      { starttime: String(startS), endtime: String(endS), limit: '100000' },
    );
    if (status !== 200) throw new Error(`activityitems answered ${status}: ${JSON.stringify(body)}`);
    return body.ActivityItems;
  }
}

/**
 * Puts a spoken command on a virtual Pi, as resource sync will: the audio in
 * its cache and, beside it, its transcript.
 */
export async function placeUtterance(
  home: string,
  thingName: string,
  fileName: string,
  transcript: string,
  seconds = 1.5,
): Promise<void> {
  const cache = path.join(home, 'virtual-lab', thingName, 'cache');
  await makeTone(cache, fileName, seconds, 'pinknoise');
  writeFileSync(path.join(cache, `${fileName}.txt`), transcript);
}

/** Takes a virtual DUT offline or back online through the simulator's own control API. */
export async function setDeviceOnline(deviceCloudUrl: string, dsn: string, online: boolean): Promise<void> {
  const response = await fetch(new URL(`/devices/${dsn}/online`, deviceCloudUrl), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ value: online }),
  });
  if (!response.ok) throw new Error(`The simulator refused: ${response.status}`);
}

/** Unplugs a virtual Pi's reference mic, or plugs it back, through the virtual lab's own control. */
export async function setPiMicPlugged(
  deviceCloudUrl: string,
  thingName: string,
  plugged: boolean,
): Promise<void> {
  const response = await fetch(new URL(VIRTUAL_LAB_CONTROL_PATHS.piMic(thingName), deviceCloudUrl), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ plugged }),
  });
  if (!response.ok) throw new Error(`The simulator refused: ${response.status}`);
}

/**
 * What a virtual DUT was made to do with each utterance after `after` (a seq
 * of its journal), read from the simulator's own control route: the ground
 * truth a run's verdicts are checked against.
 */
export async function deviceJournal(
  deviceCloudUrl: string,
  dsn: string,
  after = 0,
): Promise<VirtualDeviceJournalEntry[]> {
  const response = await fetch(new URL(`${virtualDeviceJournalPath(dsn)}?after=${after}`, deviceCloudUrl));
  if (!response.ok) throw new Error(`The simulator refused the journal: ${response.status}`);
  return virtualDeviceJournalResponseSchema.parse(await response.json()).entries;
}

/** Makes a virtual DUT miss, mishear and mis-slot at fixed, seeded rates (null: its profile again). */
export async function setDeviceFaults(
  deviceCloudUrl: string,
  dsn: string,
  faults: VirtualDeviceFaults | null,
): Promise<void> {
  const response = await fetch(new URL(virtualDeviceFaultsPath(dsn), deviceCloudUrl), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ faults }),
  });
  if (!response.ok) throw new Error(`The simulator refused the faults: ${response.status}`);
}

/**
 * A WAV of `hours` of 8 kHz 16-bit mono as a sparse file: a real header and
 * silent samples that take no disk. The virtual Pis play it for as long as
 * its header says, and the room hears it as noise at the noise Pi's volume.
 */
export async function placeLongNoise(
  home: string,
  thingName: string,
  fileName: string,
  hours: number,
): Promise<void> {
  const cache = path.join(home, 'virtual-lab', thingName, 'cache');
  await mkdir(cache, { recursive: true });
  const sampleRate = 8000;
  const dataBytes = Math.round(hours * 3600 * sampleRate) * 2;
  const header = wavHeader({ sampleRate, dataBytes });
  const file = await open(path.join(cache, fileName), 'w');
  try {
    await file.write(header, 0, header.length, 0);
    await file.truncate(header.length + dataBytes);
  } finally {
    await file.close();
  }
}
