import {
  LAB_CONTROLS,
  LABS_SCREEN_TEXTS,
  type Lab,
  type LabControl,
  type Pi,
  labControlTargets,
  piCallErrorMessage,
} from '@oak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useApi } from '../../../lib/ApiProvider';
import { labThingsQueryKey } from '../../../lib/api/get-lab-things';
import { pingPi } from '../api/get-pi-state';
import { stopPiAudio } from '../api/stop-pi-audio';
import { updatePiSoftware } from '../api/update-pi-software';
import { labsToaster } from '../utils/labs-toaster';
import { type PiClientStatusStore } from './usePiClientStatuses';

type ActionControl = Exclude<LabControl, 'ping'>;

const controlKey = (labId: string, piId: string, control: LabControl) => `${labId}/${piId}/${control}`;

export interface LabControls {
  /** Pings the given Pis of a lab; each is busy until it answers (doc 2 §4). Resolves to who is online. */
  pingPis(labId: string, pis: readonly Pick<Pi, 'id'>[]): Promise<boolean[]>;
  /** Runs a Lab Control on the lab's targets, shows each Pi's progress, then a summary toast. */
  run(lab: Lab, pis: readonly Pi[], control: LabControl): Promise<void>;
  /** The control running in a lab, if any. */
  runningIn(labId: string): LabControl | undefined;
  /** Why a control failed on a Pi, or why its last ping put it in Error: the Pi call's message (doc 2 §8). */
  errorOf(labId: string, piId: string, control: LabControl): string | undefined;
}

export function useLabControls({ patchPi, changeLab }: PiClientStatusStore): LabControls {
  const api = useApi();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<Readonly<Record<string, LabControl | undefined>>>({});
  const [errors, setErrors] = useState<Readonly<Record<string, string | undefined>>>({});

  const pingPis = useCallback(
    (labId: string, pis: readonly Pick<Pi, 'id'>[]) =>
      Promise.all(
        pis.map(async (pi) => {
          patchPi(labId, pi.id, { ping: 'busy' });
          const { status, reason } = await pingPi(api, labId, pi.id);
          patchPi(labId, pi.id, { ping: status });
          setErrors((previous) => ({ ...previous, [controlKey(labId, pi.id, 'ping')]: reason }));
          return status === 'online';
        }),
      ),
    [api, patchPi],
  );

  const act = useCallback(
    async (lab: Lab, pi: Pi, control: ActionControl) => {
      const key = controlKey(lab.id, pi.id, control);
      patchPi(lab.id, pi.id, { [control]: 'busy' });
      setErrors((previous) => ({ ...previous, [key]: undefined }));
      try {
        await (control === 'stop' ? stopPiAudio(api, lab.id, pi.id) : updatePiSoftware(api, lab, pi.id));
        patchPi(lab.id, pi.id, { [control]: 'success' });
        return true;
      } catch (error) {
        patchPi(lab.id, pi.id, { [control]: 'error' });
        setErrors((previous) => ({ ...previous, [key]: piCallErrorMessage(error) }));
        return false;
      }
    },
    [api, patchPi],
  );

  const run = useCallback(
    async (lab: Lab, pis: readonly Pi[], control: LabControl) => {
      const { label } = LAB_CONTROLS.find((item) => item.id === control)!;
      const targets = labControlTargets(lab, pis, control);
      if (targets.length === 0) {
        labsToaster.create({ type: 'info', title: LABS_SCREEN_TEXTS.labControls.noTargets(label) });
        return;
      }
      setRunning((previous) => ({ ...previous, [lab.id]: control }));
      if (control !== 'ping') {
        // The progress shown is this run's: the Pis it skips lose an earlier outcome.
        const ids = pis.map((pi) => pi.id);
        changeLab(lab.id, ids, (statuses) =>
          Object.fromEntries(
            Object.entries(statuses).map(([id, status]) => [id, { ...status, [control]: 'idle' }]),
          ),
        );
      }
      const outcomes =
        control === 'ping'
          ? await pingPis(lab.id, targets)
          : await Promise.all(targets.map((pi) => act(lab, pi, control)));
      setRunning((previous) => ({ ...previous, [lab.id]: undefined }));
      // An update leaves the Pis' lab controller reporting their code updated (doc 1 §4.8).
      if (control === 'update') void queryClient.invalidateQueries({ queryKey: labThingsQueryKey(lab.id) });
      const succeeded = outcomes.filter(Boolean).length;
      const failed = outcomes.length - succeeded;
      labsToaster.create({
        type: failed === 0 ? 'success' : succeeded === 0 ? 'error' : 'warning',
        title: LABS_SCREEN_TEXTS.labControls.summary(label, succeeded, failed),
      });
    },
    [act, changeLab, pingPis, queryClient],
  );

  return useMemo(
    () => ({
      pingPis,
      run,
      runningIn: (labId) => running[labId],
      errorOf: (labId, piId, control) => errors[controlKey(labId, piId, control)],
    }),
    [pingPis, run, running, errors],
  );
}
