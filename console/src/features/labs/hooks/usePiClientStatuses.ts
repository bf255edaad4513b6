import { INITIAL_PI_CLIENT_STATUS, type PiClientStatus, type PiClientStatuses } from '@oak/shared';
import { useCallback, useMemo, useState } from 'react';

type StatusesByLab = Readonly<Record<string, PiClientStatuses>>;

export interface PiClientStatusStore {
  /** A Pi's client status (doc 2 §3), initial until something happens to it. */
  statusOf(labId: string, piId: string): PiClientStatus;
  /** The statuses of the given Pis of a lab, keyed by Pi id. */
  statusesOf(labId: string, piIds: readonly string[]): PiClientStatuses;
  patchPi(labId: string, piId: string, patch: Partial<PiClientStatus>): void;
  /** Applies a rule over the lab's Pis at once, such as startCalibration or endCalibration. */
  changeLab(
    labId: string,
    piIds: readonly string[],
    change: (statuses: PiClientStatuses) => PiClientStatuses,
  ): void;
}

function pick(byLab: StatusesByLab, labId: string, piIds: readonly string[]): PiClientStatuses {
  return Object.fromEntries(piIds.map((id) => [id, byLab[labId]?.[id] ?? INITIAL_PI_CLIENT_STATUS]));
}

/** What the screen knows of every Pi of every lab: ping, controls and calibration flags. */
export function usePiClientStatuses(): PiClientStatusStore {
  const [byLab, setByLab] = useState<StatusesByLab>({});

  const patchPi = useCallback((labId: string, piId: string, patch: Partial<PiClientStatus>) => {
    setByLab((previous) => ({
      ...previous,
      [labId]: {
        ...previous[labId],
        [piId]: { ...(previous[labId]?.[piId] ?? INITIAL_PI_CLIENT_STATUS), ...patch },
      },
    }));
  }, []);

  const changeLab = useCallback(
    (labId: string, piIds: readonly string[], change: (statuses: PiClientStatuses) => PiClientStatuses) => {
      setByLab((previous) => ({
        ...previous,
        [labId]: { ...previous[labId], ...change(pick(previous, labId, piIds)) },
      }));
    },
    [],
  );

  return useMemo(
    () => ({
      statusOf: (labId, piId) => byLab[labId]?.[piId] ?? INITIAL_PI_CLIENT_STATUS,
      statusesOf: (labId, piIds) => pick(byLab, labId, piIds),
      patchPi,
      changeLab,
    }),
    [byLab, patchPi, changeLab],
  );
}
