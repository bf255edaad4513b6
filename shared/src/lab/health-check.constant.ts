/**
 * The steps of a Pi's health check, in order, each with how long it waits for
 * the Pi (doc 2 §4, §9: 5 s, 10 s, 60 s). The labels are not shown; chosen
 * from the step names.
 */
export const PI_HEALTH_CHECK_STEPS = [
  { id: 'connectivity', label: 'Pi Connectivity', waitMs: 5000 },
  { id: 'camera', label: 'Camera Check', waitMs: 10000 },
  { id: 'gui_automation', label: 'GUI Automation Check', waitMs: 60000 },
] as const;
export type PiHealthCheckStep = (typeof PI_HEALTH_CHECK_STEPS)[number]['id'];
export const PI_HEALTH_CHECK_STEP_IDS: readonly PiHealthCheckStep[] = PI_HEALTH_CHECK_STEPS.map((s) => s.id);

/** A step's state: idle before it runs, loading, then success or error (doc 2 §4). */
export const HEALTH_CHECK_STEP_STATES = ['idle', 'loading', 'success', 'error'] as const;
export type HealthCheckStepState = (typeof HEALTH_CHECK_STEP_STATES)[number];

/** What a step's first returned data item must contain to succeed (doc 2 §4). */
export const HEALTH_CHECK_COMPLETE_MARKER = 'complete';
