/** Why a run stops before its end: the person terminated it, or the worker is going away. */
export class RunStopped extends Error {}

/** A run that cannot go on, with the words its owner reads. */
export class RunFailed extends Error {}

/** Another runner holds the job: it is tried again later. */
export class RunBusy extends Error {}
