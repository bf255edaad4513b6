import {
  CALIBRATION_OPTIONS,
  type CalibrationMeasurement,
  type CalibrationRequest,
  LAB_CONTROLLER_POLL_MS,
  type Lab,
  type Pi,
  calibrationResourceIds,
  endCalibration,
  piCallErrorMessage,
  startCalibration,
} from '@oak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useApi } from '../../../lib/ApiProvider';
import { calibratePi } from '../api/calibrate-pi';
import { labThingsQueryKey } from '../../../lib/api/get-lab-things';
import { syncCalibrationResources } from '../api/sync-calibration-resources';
import { stopPiAudio } from '../api/stop-pi-audio';
import { type PiClientStatusStore } from './usePiClientStatuses';

/** How the lab's last calibration ended, as the screen shows it. */
export type CalibrationOutcomeView =
  | {
      readonly kind: 'success';
      readonly piName: string;
      readonly optionLabel: string;
      readonly measurement: CalibrationMeasurement;
    }
  | { readonly kind: 'error'; readonly piName: string; readonly message: string }
  | { readonly kind: 'stopped'; readonly piName: string };

export interface LabCalibration {
  start(lab: Lab, pis: readonly Pi[], pi: Pi, request: CalibrationRequest): Promise<void>;
  /** Stops the running calibration through the Pi's stop action. */
  stop(lab: Lab, pis: readonly Pi[], pi: Pi): Promise<void>;
  stoppingIn(labId: string): boolean;
  /** Whether the lab's calibration is still syncing the resources it needs to its Pi. */
  syncingIn(labId: string): boolean;
  outcomeOf(labId: string): CalibrationOutcomeView | undefined;
  dismiss(labId: string): void;
}

/**
 * Calibration (doc 2 §4): on start the Pi is calibrating and every other Pi of
 * the lab calibrationInProgress; on completion, error or stop all flags reset.
 * A calibration that needs resources on its Pi (a DUT calibration's prompts)
 * syncs them there first, shown as syncing, then calibrates.
 */
export function useCalibration({ changeLab }: PiClientStatusStore): LabCalibration {
  const api = useApi();
  const queryClient = useQueryClient();
  const [syncing, setSyncing] = useState<Readonly<Record<string, boolean>>>({});
  const [outcomes, setOutcomes] = useState<Readonly<Record<string, CalibrationOutcomeView | undefined>>>({});
  const [stopping, setStopping] = useState<Readonly<Record<string, boolean>>>({});
  // The calibration each lab tracks; one that was stopped or replaced reports nothing.
  const current = useRef<Record<string, number>>({});

  const setOutcome = useCallback(
    (labId: string, outcome: CalibrationOutcomeView | undefined) =>
      setOutcomes((previous) => ({ ...previous, [labId]: outcome })),
    [],
  );

  const start = useCallback(
    async (lab: Lab, pis: readonly Pi[], pi: Pi, request: CalibrationRequest) => {
      const run = (current.current[lab.id] ?? 0) + 1;
      current.current[lab.id] = run;
      const ids = pis.map((item) => item.id);
      setOutcome(lab.id, undefined);
      changeLab(lab.id, ids, (statuses) => startCalibration(statuses, pi.id));
      let outcome: CalibrationOutcomeView;
      try {
        if (calibrationResourceIds(request.option).length > 0) {
          setSyncing((previous) => ({ ...previous, [lab.id]: true }));
          // The Pi's row shows its resources syncing, as its lab controller reports (doc 1 §4.8):
          // its Pis are read again until it reports, then as long as it syncs.
          const showPiState = () => queryClient.invalidateQueries({ queryKey: labThingsQueryKey(lab.id) });
          const poll = setInterval(() => void showPiState(), LAB_CONTROLLER_POLL_MS);
          try {
            await syncCalibrationResources(api, lab.id, pi.id, request);
          } finally {
            clearInterval(poll);
            setSyncing((previous) => ({ ...previous, [lab.id]: false }));
            void showPiState();
          }
          if (current.current[lab.id] !== run) return;
        }
        const measurement = await calibratePi(api, lab.id, pi.id, request);
        const optionLabel = CALIBRATION_OPTIONS.find((option) => option.id === measurement.option)!.label;
        outcome = { kind: 'success', piName: pi.name, optionLabel, measurement };
      } catch (error) {
        outcome = { kind: 'error', piName: pi.name, message: piCallErrorMessage(error) };
      }
      if (current.current[lab.id] !== run) return;
      current.current[lab.id] = run + 1;
      setOutcome(lab.id, outcome);
      changeLab(lab.id, ids, endCalibration);
    },
    [api, changeLab, queryClient, setOutcome],
  );

  const stop = useCallback(
    async (lab: Lab, pis: readonly Pi[], pi: Pi) => {
      const run = current.current[lab.id];
      setStopping((previous) => ({ ...previous, [lab.id]: true }));
      try {
        await stopPiAudio(api, lab.id, pi.id);
        if (current.current[lab.id] === run) {
          current.current[lab.id] = (run ?? 0) + 1;
          setOutcome(lab.id, { kind: 'stopped', piName: pi.name });
          changeLab(
            lab.id,
            pis.map((item) => item.id),
            endCalibration,
          );
        }
      } catch (error) {
        // The calibration goes on; say why it could not be stopped.
        setOutcome(lab.id, { kind: 'error', piName: pi.name, message: piCallErrorMessage(error) });
      } finally {
        setStopping((previous) => ({ ...previous, [lab.id]: false }));
      }
    },
    [api, changeLab, setOutcome],
  );

  return useMemo(
    () => ({
      start,
      stop,
      stoppingIn: (labId) => stopping[labId] === true,
      syncingIn: (labId) => syncing[labId] === true,
      outcomeOf: (labId) => outcomes[labId],
      dismiss: (labId) => setOutcome(labId, undefined),
    }),
    [start, stop, stopping, syncing, outcomes, setOutcome],
  );
}
