import {
  LAB_CONTROLLER_STATE_LABELS,
  LAB_CONTROLLER_STATES,
  LAB_LOCK,
  LAB_LOCK_TEXTS,
  isOngoingLabControllerState,
  labControllerStateAfterSync,
} from './lab.constant';
import { LAB_MESSAGES, LAB_SETUP_MESSAGES, PI_MESSAGES } from './lab.messages';
import {
  companionPis,
  isAutomotiveLab,
  labDeviceSerials,
  isLabLocked,
  isQualifiedRfLab,
  labControlTargets,
  labLockText,
  piLocation,
  toLocationId,
} from './lab.rule';
import { type Lab, labSchema, piSchema } from './lab.schema';
import { LAB_CONTROLS, LABS_SCREEN } from './labs-screen.constant';

const lab = (overrides: Partial<Lab> = {}): Lab => ({
  id: 'lab-1',
  name: 'Lab One',
  companyId: 'company-1',
  address: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-02T00:00:00+02:00',
  lock: 0,
  preference: null,
  region: 'us-east-1',
  thingGroupArn: null,
  thingGroupId: null,
  thingGroupName: null,
  ...overrides,
});

const pis = [
  { id: 'p1', name: 'pi-0.9m-90' },
  { id: 'p2', name: 'pi-noise' },
  { id: 'p3', name: 'Car Companion' },
];

describe('lab lock (doc 1 §4.9, doc 2 §9)', () => {
  it.each([
    [1, true, 'Test in progress'],
    [0, false, 'Available'],
  ] as const)('lock %i is locked=%s and reads %j', (lock, locked, text) => {
    expect(isLabLocked(lock)).toBe(locked);
    expect(labLockText(lock)).toBe(text);
    expect(LAB_LOCK_TEXTS[lock]).toBe(text);
  });

  it('treats any other number as not locked', () => {
    expect(isLabLocked(2)).toBe(false);
    expect(LAB_LOCK).toEqual({ locked: 1, available: 0 });
  });
});

describe('lab schema (doc 2 §3)', () => {
  it('accepts a lab with every field of the spec', () => {
    const parsed = labSchema.parse(
      lab({
        lock: 1,
        preference: { actor_mapping_preference: { p1: { name: 'Speaker', location: '0.9m-90deg' } } },
        thingGroupArn: 'arn:thing-group/lab-1',
        thingGroupId: 'tg-1',
        thingGroupName: 'lab-1',
      }),
    );
    expect(parsed.preference?.actor_mapping_preference.p1?.location).toBe('0.9m-90deg');
  });

  it.each([2, -1, '1'])('refuses lock %j', (lock) => {
    expect(labSchema.safeParse({ ...lab(), lock }).success).toBe(false);
  });

  it('refuses a date that is not ISO', () => {
    expect(labSchema.safeParse({ ...lab(), createdAt: 'yesterday' }).success).toBe(false);
  });

  it('accepts a Pi with its labId and refuses a thing name MQTT cannot carry', () => {
    const pi = { id: 't1', name: 'Pi 1', thingName: 'lab1-pi-1', connected: true, labId: 'lab-1' };
    expect(piSchema.parse(pi)).toEqual(pi);
    expect(piSchema.parse({ ...pi, status: 'error' }).status).toBe('error');
    expect(piSchema.safeParse({ ...pi, thingName: 'lab1/pi#' }).success).toBe(false);
    expect(piSchema.safeParse({ ...pi, status: 'busy' }).success).toBe(false);
  });
});

describe('special labs (doc 2 §3)', () => {
  it.each([
    ['Automotive Companion', true],
    ['automotive companion lab 2', true],
    ['Automotive', false],
    ['Lab One', false],
  ])('%j is automotive: %s', (name, expected) => {
    expect(isAutomotiveLab({ name })).toBe(expected);
  });

  it.each([
    ['Qualified RF', true],
    ['Qualified RF - Building 2', true],
    ['RF', false],
  ])('%j is the qualified-RF lab: %s', (name, expected) => {
    expect(isQualifiedRfLab({ name })).toBe(expected);
  });
});

describe('Pi locations from the lab preference', () => {
  const placed = lab({
    preference: {
      actor_mapping_preference: {
        p1: { name: 'Speaker', location: '0.9 m 90 deg' },
        p2: { name: 'Companion', location: 'automotive-companion' },
        p4: { name: 'Nowhere', location: 'roof' },
      },
    },
  });

  it.each([
    ['0.9m-90deg', '0.9m-90deg'],
    [' 1.8 M 135 DEG ', '1.8m-135deg'],
    ['Automotive companion', 'automotive-companion'],
    ['roof', undefined],
  ])('reads %j as %j', (value, expected) => {
    expect(toLocationId(value)).toBe(expected);
  });

  it('finds where a Pi stands, by id or label', () => {
    expect(piLocation(placed, 'p1')).toBe('0.9m-90deg');
    expect(piLocation(placed, 'p2')).toBe('automotive-companion');
    expect(piLocation(placed, 'p4')).toBeUndefined();
    expect(piLocation(placed, 'p9')).toBeUndefined();
    expect(piLocation(lab(), 'p1')).toBeUndefined();
  });

  it('finds the companion by its location first, else by its name', () => {
    expect(companionPis(placed, pis).map((pi) => pi.id)).toEqual(['p2']);
    expect(companionPis(lab(), pis).map((pi) => pi.id)).toEqual(['p3']);
    expect(companionPis(lab(), pis.slice(0, 2))).toEqual([]);
  });
});

describe('lab controls (doc 2 §2, §4)', () => {
  it('offers the three controls of the dropdown with their agent actions', () => {
    expect(LAB_CONTROLS.map((c) => [c.label, c.action])).toEqual([
      ['Ping All Pis', 'state'],
      ['Stop Audio', 'stop'],
      ['Update Software', 'update'],
    ]);
  });

  it.each(['ping', 'stop', 'update'] as const)('%s acts on every Pi of an ordinary lab', (control) => {
    expect(labControlTargets(lab(), pis, control)).toEqual(pis);
  });

  it.each([
    ['ping', ['p1', 'p2', 'p3']],
    ['stop', ['p3']],
    ['update', ['p3']],
  ] as const)('in the automotive lab %s acts on %j', (control, ids) => {
    const automotive = lab({ name: 'Automotive Companion' });
    expect(labControlTargets(automotive, pis, control).map((pi) => pi.id)).toEqual(ids);
  });
});

describe('labs screen texts and messages (doc 2 §2, §8; doc 1 §8; doc 3 §8)', () => {
  it('names the screen as the spec does', () => {
    expect(LABS_SCREEN.navigationTitle).toBe('Labs');
    expect(LABS_SCREEN.overviewTab).toBe('Overview');
    expect(Object.values(LABS_SCREEN.columns)).toEqual(['RasPi Name', 'Status']);
    expect(LABS_SCREEN.buttons).toMatchObject({
      setup: 'Setup',
      healthCheck: 'Health Check',
      labControls: 'Lab Controls',
      calibrate: 'Calibrate',
    });
  });

  it('keeps the spec wording, typos included', () => {
    expect(LAB_MESSAGES.serviceErrorRetrievingLabs).toBe('Service error retreiving labs for the account!');
    expect(LAB_MESSAGES.cannotRetrieveLabs).toBe(
      'Cannot retrieve labs at this time. Please contact support for provisioning Labs.',
    );
    expect(LAB_MESSAGES.noLabsSetup).toBe('No Labs setup. Please contact support for provisioning Labs.');
    expect(LAB_MESSAGES.errorLoadingLabsAndPis).toBe('Error loading labs and rasPis');
    expect(PI_MESSAGES.missingRaspberryId).toBe('Missing Raspberry Id!');
    expect(LAB_SETUP_MESSAGES.commandLineUnavailable).toBe('Command line cannot be retrieved at the moment!');
  });

  it('lists the lab controller states', () => {
    expect(LAB_CONTROLLER_STATES).toEqual([
      'lab_code_updating',
      'lab_code_updated',
      'lab_resources_syncing',
      'lab_resources_synced',
    ]);
    for (const state of LAB_CONTROLLER_STATES) expect(LAB_CONTROLLER_STATE_LABELS[state]).toBeTruthy();
    expect(LAB_CONTROLLER_STATES.filter(isOngoingLabControllerState)).toEqual([
      'lab_code_updating',
      'lab_resources_syncing',
    ]);
  });

  it("follows a Pi's resource sync into the lab controller states", () => {
    expect(labControllerStateAfterSync('queued', null)).toBe('lab_resources_syncing');
    expect(labControllerStateAfterSync('sync_inprogress', 'lab_code_updated')).toBe('lab_resources_syncing');
    expect(labControllerStateAfterSync('complete', 'lab_resources_syncing')).toBe('lab_resources_synced');
    // A failed sync is not synced; the sync's own state says it failed.
    expect(labControllerStateAfterSync('failed', 'lab_resources_syncing')).toBeNull();
    // No sync leaves a code update's state alone.
    expect(labControllerStateAfterSync(undefined, 'lab_code_updated')).toBe('lab_code_updated');
    expect(labControllerStateAfterSync(undefined, 'lab_resources_synced')).toBeNull();
  });
});

describe('the devices standing in a lab', () => {
  it('are the serials its Pis report beside them, and unknown while none reports any', () => {
    expect(labDeviceSerials([{ devices: ['G0A', 'G0B'] }, {}, { devices: ['G0C', 'G0A'] }])).toEqual(
      new Set(['G0A', 'G0B', 'G0C']),
    );
    // A Pi that reports none beside it still says the lab is known: nothing of it stands there.
    expect(labDeviceSerials([{ devices: [] }, {}])).toEqual(new Set());
    expect(labDeviceSerials([{}, { devices: undefined }])).toBeUndefined();
    expect(labDeviceSerials([])).toBeUndefined();
  });
});
