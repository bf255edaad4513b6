import { AUTOMOTIVE_LAB_NAME, type LocationId } from '@oak/shared';

/** A Pi of a virtual lab: its thing name (unique across OAK), what people read, and where it stands. */
export interface PiDefinition {
  readonly thingName: string;
  readonly name: string;
  readonly location: LocationId;
}

/** A lab the simulator stands up. */
export interface LabDefinition {
  readonly name: string;
  readonly pis: readonly PiDefinition[];
}

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
  },
  {
    name: AUTOMOTIVE_LAB_NAME,
    pis: [{ thingName: 'virtual-car-companion', name: 'Companion', location: 'automotive-companion' }],
  },
];
