import { type JobOptions } from '../../jobs/lab-job.schema';
import {
  type LabLocation,
  LOCATIONS,
  NOISE_LOCATION,
  locationById,
  locationLabel,
} from '../../locations/locations.constant';
import { type AcousticSegment } from '../acoustic-run-plan.rule';
import { acousticRunSegments } from './acoustic-plan.rule';

/**
 * The orientation image of a run's live metrics (doc 1 §2.4 'An orientation
 * image is shown per suite or scenario type'): the room seen from above, the
 * DUT at its centre facing up, and each position a scenario type plays from
 * drawn at its distance and angle. The spec does not show the image, so its
 * drawing is chosen here, once, and the console only draws what this answers:
 * coordinates in the figure's own units (an SVG viewBox, y pointing down),
 * the labels, and what each mark stands for.
 */

/** What plays from a mark of the figure; a noise played by the DUT itself marks the DUT. */
export type RoomMarkRole = 'speech' | 'noise' | 'speechAndNoise';

/** A position a scenario type plays from, as the figure draws it. */
export interface RoomPositionMark {
  /** The location id, such as '0.9m-30deg'. */
  readonly id: string;
  /** As people read it: '0.9 m 30 deg'. */
  readonly label: string;
  readonly role: RoomMarkRole;
  readonly distanceM: number;
  /** From the DUT's front, clockwise seen from above. */
  readonly angleDeg: number;
  /** The mark's centre in figure units. */
  readonly x: number;
  readonly y: number;
  /** Where its label starts, set off outwards from the DUT so it does not cover the mark. */
  readonly labelX: number;
  readonly labelY: number;
  /** How the label lies against that point: to its right ('start'), left ('end') or centred. */
  readonly labelAnchor: 'start' | 'middle' | 'end';
  /** Whether the label hangs below that point, sits above it, or is centred on it. */
  readonly labelBaseline: 'hanging' | 'auto' | 'middle';
}

/** A circle around the DUT at a distance some mark stands at, so marks at one distance read as such. */
export interface RoomDistanceRing {
  readonly distanceM: number;
  readonly radius: number;
}

/** One entry of the figure's legend. */
export interface RoomLegendEntry {
  readonly role: RoomMarkRole | 'dut';
  readonly label: string;
}

/** The orientation figure of one scenario type of a run. */
export interface RoomOrientation {
  readonly scenarioType: string;
  /** The figure's accessible name and caption. */
  readonly title: string;
  /** The figure in words, for whoever does not see it. */
  readonly description: string;
  readonly width: number;
  readonly height: number;
  readonly dut: {
    readonly x: number;
    readonly y: number;
    readonly label: string;
    /** The DUT plays the noise itself (device playback). */
    readonly playsNoise: boolean;
  };
  /** The line from the DUT to (x, y) showing where its front faces, and its label above it at labelY. */
  readonly front: { readonly x: number; readonly y: number; readonly labelY: number; readonly label: string };
  readonly rings: readonly RoomDistanceRing[];
  readonly positions: readonly RoomPositionMark[];
  readonly legend: readonly RoomLegendEntry[];
}

/**
 * The figure's size in its own units (chosen): wide enough for the labels of
 * the positions on the right of the DUT, where every lab position stands
 * (doc 3 §3: 30, 90 and 135 deg), and the DUT a little left of the middle.
 */
export const ROOM_FIGURE = {
  width: 360,
  height: 255,
  dutX: 110,
  dutY: 130,
  /** How far from the DUT the farthest lab position is drawn; nearer ones in proportion. */
  farthestRadius: 100,
  /** How far beyond a mark its label starts. */
  labelGap: 9,
  /** How far beyond the farthest ring the front line reaches, and how far above its end its label sits. */
  frontOverhang: 10,
  frontLabelGap: 4,
} as const;

/** A label lies to the side its mark leans to once it leans this much (the sine of its angle). */
const LABEL_SIDE_THRESHOLD = 0.3;

/** Figure units are kept to one decimal, so the drawing and its golden file read the same everywhere. */
const round = (value: number) => Math.round(value * 10) / 10;

/** The farthest a lab position stands from the DUT, in metres: the figure's scale is the same for every run. */
const FARTHEST_M = Math.max(
  ...(LOCATIONS as readonly LabLocation[]).map((location) => location.distanceM ?? 0),
);

/** The figure's texts (not shown in the spec: chosen). */
export const ROOM_ORIENTATION_TEXTS = {
  title: (scenarioType: string) => `Room orientation for ${scenarioType}`,
  dut: 'DUT',
  front: 'Front',
  legend: 'Legend',
  speech: 'Speech',
  noise: 'Noise',
  speechAndNoise: 'Speech and noise',
  noiseOf: (noises: readonly string[]) => `Noise (${noises.join(', ')})`,
  dutPlaying: (noises: readonly string[]) => `DUT, playing ${noises.join(', ')}`,
  description: (parts: {
    speech: readonly string[];
    noise: readonly string[];
    dutPlays: readonly string[];
  }) =>
    [
      'Seen from above, the DUT at the centre, its front facing up.',
      parts.speech.length ? `Speech plays from ${parts.speech.join(', ')}.` : '',
      parts.noise.length ? `Noise plays from ${parts.noise.join(', ')}.` : '',
      parts.dutPlays.length ? `The DUT itself plays ${parts.dutPlays.join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
} as const;

const ROLE_LABELS: Record<RoomMarkRole, string> = {
  speech: ROOM_ORIENTATION_TEXTS.speech,
  noise: ROOM_ORIENTATION_TEXTS.noise,
  speechAndNoise: ROOM_ORIENTATION_TEXTS.speechAndNoise,
};

/** Where a point at a distance and angle from the DUT lies in the figure: 0 deg up, 90 deg to the right. */
function pointAt(radius: number, angleDeg: number): { x: number; y: number } {
  const radians = (angleDeg * Math.PI) / 180;
  return {
    x: ROOM_FIGURE.dutX + radius * Math.sin(radians),
    y: ROOM_FIGURE.dutY - radius * Math.cos(radians),
  };
}

function radiusOf(distanceM: number): number {
  return (distanceM / FARTHEST_M) * ROOM_FIGURE.farthestRadius;
}

function markOf(id: string, role: RoomMarkRole): RoomPositionMark | undefined {
  const location = locationById(id);
  if (location?.distanceM === undefined || location.angleDeg === undefined) return undefined;
  const { distanceM, angleDeg } = location;
  const radius = radiusOf(distanceM);
  const mark = pointAt(radius, angleDeg);
  const label = pointAt(radius + ROOM_FIGURE.labelGap, angleDeg);
  const sideways = Math.sin((angleDeg * Math.PI) / 180);
  const upwards = Math.cos((angleDeg * Math.PI) / 180);
  return {
    id,
    label: location.label,
    role,
    distanceM,
    angleDeg,
    x: round(mark.x),
    y: round(mark.y),
    labelX: round(label.x),
    labelY: round(label.y),
    labelAnchor:
      sideways > LABEL_SIDE_THRESHOLD ? 'start' : sideways < -LABEL_SIDE_THRESHOLD ? 'end' : 'middle',
    labelBaseline:
      upwards > LABEL_SIDE_THRESHOLD ? 'auto' : upwards < -LABEL_SIDE_THRESHOLD ? 'hanging' : 'middle',
  };
}

const unique = (values: readonly string[]) => [...new Set(values)];

/** The figure of one scenario type, from the segments it plays. */
function orientationOf(scenarioType: string, segments: readonly AcousticSegment[]): RoomOrientation {
  const speech = unique(segments.map((segment) => segment.speechLocation));
  const roomNoises = unique(
    segments.flatMap((segment) => (segment.noise && !segment.noise.onDut ? [segment.noise.label] : [])),
  );
  const dutNoises = unique(
    segments.flatMap((segment) => (segment.noise?.onDut ? [segment.noise.label] : [])),
  );
  const noise = roomNoises.length ? [NOISE_LOCATION as string] : [];
  const roleOf = (id: string): RoomMarkRole =>
    speech.includes(id) ? (noise.includes(id) ? 'speechAndNoise' : 'speech') : 'noise';
  const positions = unique([...speech, ...noise]).flatMap((id) => markOf(id, roleOf(id)) ?? []);
  const distances = unique(positions.map((mark) => String(mark.distanceM)))
    .map(Number)
    .sort((a, b) => a - b);
  const roles = unique(positions.map((mark) => mark.role)) as RoomMarkRole[];
  const legendLabel = (role: RoomMarkRole) =>
    role === 'noise' ? ROOM_ORIENTATION_TEXTS.noiseOf(roomNoises) : ROLE_LABELS[role];
  const dutLabel = dutNoises.length
    ? ROOM_ORIENTATION_TEXTS.dutPlaying(dutNoises)
    : ROOM_ORIENTATION_TEXTS.dut;
  const top = radiusOf(FARTHEST_M) + ROOM_FIGURE.frontOverhang;
  return {
    scenarioType,
    title: ROOM_ORIENTATION_TEXTS.title(scenarioType),
    description: ROOM_ORIENTATION_TEXTS.description({
      speech: speech.map(locationLabel),
      noise: noise.map((id) => `${locationLabel(id)} (${roomNoises.join(', ')})`),
      dutPlays: dutNoises,
    }),
    width: ROOM_FIGURE.width,
    height: ROOM_FIGURE.height,
    dut: {
      x: ROOM_FIGURE.dutX,
      y: ROOM_FIGURE.dutY,
      label: ROOM_ORIENTATION_TEXTS.dut,
      playsNoise: dutNoises.length > 0,
    },
    front: {
      x: ROOM_FIGURE.dutX,
      y: round(ROOM_FIGURE.dutY - top),
      labelY: round(ROOM_FIGURE.dutY - top - ROOM_FIGURE.frontLabelGap),
      label: ROOM_ORIENTATION_TEXTS.front,
    },
    rings: distances.map((distanceM) => ({ distanceM, radius: round(radiusOf(distanceM)) })),
    positions,
    legend: [
      { role: 'dut', label: dutLabel },
      ...(['speech', 'speechAndNoise', 'noise'] as const)
        .filter((role) => roles.includes(role))
        .map((role) => ({ role, label: legendLabel(role) })),
    ],
  };
}

/**
 * The orientation figures of a run, one per scenario type it plays, in run
 * order: the positions its plan plays from (a custom run's chosen placements
 * only), speech and noise told apart. None for a run that is not of the
 * acoustic family (functional, FAR, ACM...), whose Pis do not stand around
 * the DUT for it.
 */
export function roomOrientations(options: JobOptions): RoomOrientation[] {
  const planned = acousticRunSegments(options);
  if (!planned.ok) return [];
  const byType = new Map<string, AcousticSegment[]>();
  for (const segment of planned.segments)
    byType.set(segment.scenarioType, [...(byType.get(segment.scenarioType) ?? []), segment]);
  return [...byType].map(([scenarioType, segments]) => orientationOf(scenarioType, segments));
}
