import { COMMON_UI_TEXTS } from '../common/ui-texts.constant';
import {
  AGENT_ACTION_OF_CONTROLLER_ACTION,
  type AgentAction,
  type PiLabControllerAction,
} from './agent-actions.constant';
import { type PiStatus } from './pi-status.constant';

/** Texts of the Labs and Pis screen (doc 2 §2). */
export const LABS_SCREEN = {
  /** Title of the left navigation listing the labs. */
  navigationTitle: 'Labs',
  overviewTab: 'Overview',
  columns: {
    piName: 'RasPi Name',
    status: 'Status',
  },
  buttons: {
    setup: 'Setup',
    healthCheck: 'Health Check',
    labControls: 'Lab Controls',
    calibrate: 'Calibrate',
    /** What Calibrate becomes while its Pi calibrates (doc 2 §4). */
    stopCalibration: 'Stop',
  },
} as const;

/** The Lab Controls dropdown (doc 2 §2, §9) and the agent action each runs on the lab's Pis. */
export const LAB_CONTROLS = [
  { id: 'ping', label: 'Ping All Pis', action: AGENT_ACTION_OF_CONTROLLER_ACTION.ping },
  { id: 'stop', label: 'Stop Audio', action: AGENT_ACTION_OF_CONTROLLER_ACTION.stop },
  { id: 'update', label: 'Update Software', action: AGENT_ACTION_OF_CONTROLLER_ACTION.update },
] as const satisfies readonly { id: PiLabControllerAction; label: string; action: AgentAction }[];
export type LabControl = (typeof LAB_CONTROLS)[number]['id'];

/** How a Pi's status reads; unknown shows a spinner, so it has no text (doc 2 §4). */
export const PI_STATUS_LABELS: Readonly<Record<Exclude<PiStatus, 'unknown'>, string>> = {
  online: 'Online',
  offline: 'Offline',
  error: 'Error',
};

/**
 * Texts of the screen's controls, dialogs and progress that the spec does not
 * show (doc 2 §2, §4 name the controls, not their wording; chosen).
 */
export const LABS_SCREEN_TEXTS = {
  loadingLabs: 'Loading labs',
  loadingPis: 'Loading Raspberry Pis',
  /** The accessible name of a lab's table of Pis. */
  pisTable: (labName: string) => `Raspberry Pis of ${labName}`,
  /** The spinner of a Pi whose status is unknown or being pinged. */
  checkingStatus: 'Checking status',
  retry: 'Retry',
  close: 'Close',
  cancel: 'Cancel',
  dismiss: COMMON_UI_TEXTS.dismiss,
  /** Why Health Check and Calibrate are disabled. */
  selectPiFirst: 'Select a Raspberry Pi first',
  /** Why Calibrate is disabled while another Pi of the lab calibrates. */
  otherPiCalibrating: 'Another Raspberry Pi of this lab is calibrating',
  setup: {
    dialogTitle: (osLabel: string) => `Setup command: ${osLabel}`,
    instructions: (piName: string) => `Run this command on ${piName} to install the OAK agent.`,
    fetching: 'Fetching the command line',
    commandLabel: 'Command line',
    copy: 'Copy',
  },
  healthCheck: {
    dialogTitle: (piName: string) => `Health Check: ${piName}`,
    runAgain: 'Run again',
    stepStates: { idle: 'Waiting', loading: 'Running', success: 'Passed', error: 'Failed' },
  },
  labControls: {
    /** A Pi's progress in a Lab Control (its update, stop or ping state). */
    states: { busy: 'In progress', success: 'Done', error: 'Failed' },
    summary: (controlLabel: string, succeeded: number, failed: number) =>
      `${controlLabel}: ${succeeded} succeeded, ${failed} failed`,
    noTargets: (controlLabel: string) => `${controlLabel}: no Raspberry Pi to act on in this lab`,
  },
  calibration: {
    dialogTitle: (piName: string) => `Calibrate ${piName}`,
    optionLabel: 'Calibration option',
    localeLabel: 'Locale',
    start: 'Start',
    calibrating: 'Calibrating',
    /** While the resources a calibration needs sync to its Pi, before it calibrates (wording chosen). */
    syncingResources: 'Syncing calibration resources',
    complete: 'Calibration complete',
    failed: 'Calibration failed',
    stopped: 'Calibration stopped',
    /** The measured level of a completed calibration. */
    measurement: (piName: string, optionLabel: string, rmsDbfs: number, durationMs: number) =>
      `${piName}, ${optionLabel}: ${rmsDbfs.toFixed(1)} dBFS over ${(durationMs / 1000).toFixed(1)} s`,
  },
} as const;
