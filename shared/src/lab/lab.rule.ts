import { type LocationId, LOCATIONS, isLocationId } from '../locations/locations.constant';
import {
  AUTOMOTIVE_LAB_NAME,
  LAB_LOCK,
  LAB_LOCK_TEXTS,
  type LabLock,
  QUALIFIED_RF_LAB_NAME,
} from './lab.constant';
import { type Lab, type Pi } from './lab.schema';
import { type LabControl } from './labs-screen.constant';

/** Locked labs cannot be picked for a run nor synced to (doc 2 §5, doc 1 §5). */
export function isLabLocked(lock: number): boolean {
  return lock === LAB_LOCK.locked;
}

/** 'Test in progress' or 'Available' (doc 1 §4.9). */
export function labLockText(lock: LabLock): string {
  return LAB_LOCK_TEXTS[lock];
}

function nameContains(name: string, wanted: string): boolean {
  return name.toLowerCase().includes(wanted.toLowerCase());
}

/** The automotive lab, known by its name (doc 2 §3 'Automotive Companion'). */
export function isAutomotiveLab(lab: Pick<Lab, 'name'>): boolean {
  return nameContains(lab.name, AUTOMOTIVE_LAB_NAME);
}

/** The qualified-RF lab, known by its name (doc 2 §3). */
export function isQualifiedRfLab(lab: Pick<Lab, 'name'>): boolean {
  return nameContains(lab.name, QUALIFIED_RF_LAB_NAME);
}

/** A location given by its id or by its label ('0.9 m 90 deg'), as lab preferences hold either. */
export function toLocationId(value: string): LocationId | undefined {
  const trimmed = value.trim();
  if (isLocationId(trimmed)) return trimmed;
  return LOCATIONS.find((location) => location.label.toLowerCase() === trimmed.toLowerCase())?.id;
}

/** Where a Pi stands, from the lab's actor mapping preference (doc 2 §3). */
export function piLocation(lab: Pick<Lab, 'preference'>, piId: string): LocationId | undefined {
  const entry = lab.preference?.actor_mapping_preference[piId];
  return entry ? toLocationId(entry.location) : undefined;
}

/**
 * The automotive lab's companion Pis: those the preference places at the
 * automotive companion location, or, in a lab without that preference, those
 * whose name says companion.
 */
export function companionPis<P extends Pick<Pi, 'id' | 'name'>>(
  lab: Pick<Lab, 'preference'>,
  pis: readonly P[],
): P[] {
  const placed = pis.filter((pi) => piLocation(lab, pi.id) === 'automotive-companion');
  if (placed.length > 0) return placed;
  return pis.filter((pi) => nameContains(pi.name, 'companion'));
}

/**
 * The Pis a lab control acts on (doc 2 §4): every Pi of the lab, except that in
 * an automotive lab Update and Stop act on the companion Pi only.
 */
export function labControlTargets<P extends Pick<Pi, 'id' | 'name'>>(
  lab: Pick<Lab, 'name' | 'preference'>,
  pis: readonly P[],
  control: LabControl,
): P[] {
  if (control !== 'ping' && isAutomotiveLab(lab)) return companionPis(lab, pis);
  return [...pis];
}

/**
 * The serial numbers of the devices standing in a lab, as its Pis report the
 * devices beside them (the reported shadow's `devices`); undefined while none
 * of its Pis reports any (agents that do not say: the lab's devices are not
 * known, so nothing is refused for it).
 */
export function labDeviceSerials(
  pis: readonly { readonly devices?: readonly string[] | undefined }[],
): ReadonlySet<string> | undefined {
  const reporting = pis.filter((pi) => pi.devices !== undefined);
  if (!reporting.length) return undefined;
  return new Set(reporting.flatMap((pi) => pi.devices!));
}
