import { isTrainedMobileScenarioType } from '../jobs/trained-mobile.constant';
import { LIVE_MAX_WAIT_SECONDS, LIVE_MEASURE_TYPE_IAR } from './live.constant';
import { LIVE_METRICS_LABELS, LIVE_REF_MIC_TEXTS, LIVE_TOGGLE_TEXTS } from './live-labels.messages';

export type LiveRefMicState = keyof typeof LIVE_REF_MIC_TEXTS;

export interface LiveRefMicView {
  readonly state: LiveRefMicState;
  readonly text: string;
}

/**
 * The reference mic indicator (doc 1 §2.4): online shows Rec; a status not
 * yet known reads unavailable while the run's elapsed seconds are below the
 * maximum wait (LIVE_MAX_WAIT_SECONDS), and offline after it. Case is ignored.
 */
export function liveRefMicStatus(
  refMicStatus: string | undefined | null,
  elapsedSeconds: number,
): LiveRefMicView {
  const status = refMicStatus?.trim().toLowerCase();
  const state: LiveRefMicState =
    status === 'online'
      ? 'online'
      : status !== 'offline' && elapsedSeconds < LIVE_MAX_WAIT_SECONDS
        ? 'unavailable'
        : 'offline';
  return { state, text: LIVE_REF_MIC_TEXTS[state] };
}

/**
 * The label of the heard count (doc 1 §2.4): 'DUT Wake up - IAR' for a trained
 * mobile run measuring wake-ups (measure type IAR), else 'DUT Heard - FRR'.
 */
export function liveHeardLabel(scenarioType: string | undefined, measureType: string | undefined): string {
  return isTrainedMobileScenarioType(scenarioType) && measureType === LIVE_MEASURE_TYPE_IAR
    ? LIVE_METRICS_LABELS.dutWakeUpIar
    : LIVE_METRICS_LABELS.dutHeardFrr;
}

/** 'Enabled' or 'Disabled' (doc 1 §2.4 music 'Utterance Injection Status', §2.15 email notification). */
export function liveToggleText(enabled: boolean | undefined): string {
  return enabled ? LIVE_TOGGLE_TEXTS.enabled : LIVE_TOGGLE_TEXTS.disabled;
}

/** A count out of a total, as the panels show 'played/total' and 'Completed / Total' (doc 1 §2.4, §2.5). */
export function formatLiveCount(done: number | undefined, total: number | undefined): string {
  return `${done ?? 0}/${total ?? 0}`;
}
