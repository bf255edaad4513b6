import { AUTOMOTIVE_LAB_NAME, type DeviceTypeId, type LocationId } from '@oak/shared';
import { type DeviceProfileId } from './devices/device-profiles.constant';

/** A Pi of a virtual lab: its thing name (unique across OAK), what people read, and where it stands. */
export interface PiDefinition {
  readonly thingName: string;
  readonly name: string;
  readonly location: LocationId;
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
}

/** A lab the simulator stands up. */
export interface LabDefinition {
  readonly name: string;
  readonly pis: readonly PiDefinition[];
  readonly duts?: readonly DutDefinition[];
}

const VIRTUAL_CUSTOMER = { customerId: 'A1VIRTUALLAB01', email: 'virtual.lab@oak.example' } as const;

/**
 * The default virtual lab (issue 'Virtual lab'): a noise Pi at 1.8 m 135 deg
 * and speech Pis at the four standard positions, plus the automotive lab with
 * its companion Pi.
 */
export const DEFAULT_LABS: readonly LabDefinition[] = [
  {
    name: 'Virtual Lab',
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
