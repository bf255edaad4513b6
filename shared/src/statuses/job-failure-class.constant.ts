/**
 * Whose fault a failed run is, so an operator knows whom to call (issue 28,
 * as LAVA keeps infrastructure, job, test and bug errors apart): the lab's (a
 * Pi offline, a sync that failed, a Pi action that failed), the device's (the
 * device under test offline, muted or not answering, as the device cloud
 * tells), the test's (the run played and its score failed it) or OAK's own (a
 * bug, an unexpected error). Stored with a failed job only.
 */
export const JOB_FAILURE_CLASSES = ['lab', 'device', 'test', 'oak'] as const;
export type JobFailureClass = (typeof JOB_FAILURE_CLASSES)[number];

export function isJobFailureClass(value: unknown): value is JobFailureClass {
  return (JOB_FAILURE_CLASSES as readonly unknown[]).includes(value);
}

/**
 * What the console and the completion mail say of each class: a short name
 * and whom to call. The spec shows none of it: the wording is chosen.
 */
export const JOB_FAILURE_CLASS_TEXTS = {
  lab: { title: 'Lab fault', whomToCall: 'Call the lab: a Raspberry Pi or its sync failed.' },
  device: {
    title: 'Device fault',
    whomToCall: 'Check the device under test: it is offline, muted or not answering.',
  },
  test: { title: 'Test failure', whomToCall: "The device failed the test's score: see its results." },
  oak: {
    title: 'OAK fault',
    whomToCall: 'Report it to the OAK team: the run failed on an error of its own.',
  },
} as const satisfies Record<JobFailureClass, { title: string; whomToCall: string }>;

/** The line a failed run shows: its class and, when known, why ('Lab fault: Raspberry Pi pi-1 is offline'). */
export function jobFailureLine(failureClass: JobFailureClass, error?: string | null): string {
  const { title } = JOB_FAILURE_CLASS_TEXTS[failureClass];
  return error ? `${title}: ${error}` : title;
}
