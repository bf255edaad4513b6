import { AUTOMOTIVE_LAB_NAME, type DeviceTypeId, type LocationId } from '@oak/shared';
import { type DeviceProfileId } from './devices/device-profiles.constant';

/** A Pi of a virtual lab: its thing name (unique across OAK), what people read, and where it stands. */
export interface PiDefinition {
  readonly thingName: string;
  readonly name: string;
  readonly location: LocationId;
  /** An isolation booth the Pi stands in, alone with the booth's device: it hears nothing else. */
  readonly booth?: string;
}

/** A virtual device under test in a lab, registered under a customer id of the device cloud. */
export interface DutDefinition {
  readonly dsn: string;
  readonly name: string;
  readonly deviceType: DeviceTypeId;
  readonly customerId: string;
  readonly email: string;
  readonly buildInfo: string;
  readonly profile: DeviceProfileId;
  /** The booth the device stands in (see PiDefinition.booth); the lab's open room otherwise. */
  readonly booth?: string;
}

/** A lab the simulator stands up. */
export interface LabDefinition {
  readonly name: string;
  readonly pis: readonly PiDefinition[];
  readonly duts?: readonly DutDefinition[];
  /**
   * A fan in the lab's open room, beside its noise position, and whether it
   * runs as the simulator starts: the Pi at the noise position reports it and
   * the lab's control starts or stops it (issue 29). Absent: the lab has none.
   */
  readonly fan?: { readonly on: boolean };
}

const VIRTUAL_CUSTOMER = { customerId: 'A1VIRTUALLAB01', email: 'virtual.lab@oak.example' } as const;
/** A second account, so calls and messages have someone to reach (the ACM suite needs two). */
const VIRTUAL_FRIEND = { customerId: 'A2VIRTUALLAB02', email: 'virtual.friend@oak.example' } as const;
/** A third account with a single device: too few for a scenario that rings two. */
const VIRTUAL_NEIGHBOUR = { customerId: 'A3VIRTUALLAB03', email: 'virtual.neighbour@oak.example' } as const;

/** The communications lab's name: five isolation booths, a Pi and a device in each. */
export const COMMS_LAB_NAME = 'Virtual Comms Lab';

const COMMS_BOOTHS = [
  { booth: '1', customer: VIRTUAL_CUSTOMER, dsn: 'G0VIRTUALCOMM011', name: 'Virtual Echo Show (booth 1)' },
  { booth: '2', customer: VIRTUAL_CUSTOMER, dsn: 'G0VIRTUALCOMM012', name: 'Virtual Echo Dot (booth 2)' },
  { booth: '3', customer: VIRTUAL_FRIEND, dsn: 'G0VIRTUALCOMM021', name: 'Virtual Echo Show (booth 3)' },
  { booth: '4', customer: VIRTUAL_FRIEND, dsn: 'G0VIRTUALCOMM022', name: 'Virtual Echo Dot (booth 4)' },
  { booth: '5', customer: VIRTUAL_NEIGHBOUR, dsn: 'G0VIRTUALCOMM031', name: 'Virtual Echo Show (booth 5)' },
] as const;

/**
 * The default virtual lab (issue 'Virtual lab'): a noise Pi at 1.8 m 135 deg
 * and speech Pis at the four standard positions, plus the automotive lab with
 * its companion Pi.
 */
export const DEFAULT_LABS: readonly LabDefinition[] = [
  {
    name: 'Virtual Lab',
    // Off at first, so the room is as quiet as the acoustic targets assume until someone starts it.
    fan: { on: false },
    pis: [
      { thingName: 'virtual-lab-noise', name: 'Noise 1.8 m 135°', location: '1.8m-135deg' },
      { thingName: 'virtual-lab-far-30', name: 'Speech 2.7 m 30°', location: '2.7m-30deg' },
      { thingName: 'virtual-lab-far-90', name: 'Speech 2.7 m 90°', location: '2.7m-90deg' },
      { thingName: 'virtual-lab-near-30', name: 'Speech 0.9 m 30°', location: '0.9m-30deg' },
      { thingName: 'virtual-lab-near-90', name: 'Speech 0.9 m 90°', location: '0.9m-90deg' },
    ],
    duts: [
      {
        dsn: 'G0VIRTUALGOOD001',
        name: 'Virtual Echo Dot (good)',
        deviceType: 'ECHO_DOT',
        ...VIRTUAL_CUSTOMER,
        buildInfo: 'virtual-1.0.0',
        profile: 'good',
      },
      {
        dsn: 'G0VIRTUALPOOR001',
        name: 'Virtual Echo Pop (poor)',
        deviceType: 'ECHO_POP',
        ...VIRTUAL_CUSTOMER,
        buildInfo: 'virtual-1.0.0',
        profile: 'poor',
      },
    ],
  },
  {
    name: COMMS_LAB_NAME,
    pis: COMMS_BOOTHS.map(({ booth }) => ({
      thingName: `virtual-comms-booth-${booth}`,
      name: `Booth ${booth}`,
      location: '0.9m-90deg',
      booth,
    })),
    duts: COMMS_BOOTHS.map(({ booth, customer, dsn, name }) => ({
      dsn,
      name,
      deviceType: name.includes('Show') ? 'ECHO_SHOW' : 'ECHO_DOT',
      ...customer,
      buildInfo: 'virtual-1.0.0',
      profile: 'good',
      booth,
    })),
  },
  {
    name: AUTOMOTIVE_LAB_NAME,
    pis: [{ thingName: 'virtual-car-companion', name: 'Companion', location: 'automotive-companion' }],
    duts: [
      {
        dsn: 'G0VIRTUALAUTO001',
        name: 'Virtual Echo Auto',
        deviceType: 'ECHO_AUTO',
        ...VIRTUAL_CUSTOMER,
        buildInfo: 'virtual-1.0.0',
        profile: 'average',
      },
    ],
  },
];
