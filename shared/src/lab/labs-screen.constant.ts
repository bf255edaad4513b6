import { type AgentAction } from './agent-actions.constant';
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
  { id: 'ping', label: 'Ping All Pis', action: 'state' },
  { id: 'stop', label: 'Stop Audio', action: 'stop' },
  { id: 'update', label: 'Update Software', action: 'update' },
] as const satisfies readonly { id: string; label: string; action: AgentAction }[];
export type LabControl = (typeof LAB_CONTROLS)[number]['id'];

/** How a Pi's status reads; unknown shows a spinner, so it has no text (doc 2 §4). */
export const PI_STATUS_LABELS: Readonly<Record<Exclude<PiStatus, 'unknown'>, string>> = {
  online: 'Online',
  offline: 'Offline',
  error: 'Error',
};
