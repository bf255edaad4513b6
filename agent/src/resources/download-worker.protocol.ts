import type { AttemptRequest } from './download-attempt';

/** The download worker's `workerData`: the worker file serves only when started as one. */
export const DOWNLOAD_WORKER_DATA = { oakDownloadWorker: true } as const;

/**
 * Progress goes to the agent at most this often per try (and always at its
 * end): the agent reports at most once a second, and a message per chunk
 * would cost more than the chunk.
 */
export const WORKER_PROGRESS_INTERVAL_MS = 250;

/** From the agent to its download worker. */
export type ToDownloadWorker =
  | { readonly type: 'start'; readonly id: number; readonly request: AttemptRequest }
  | { readonly type: 'abort'; readonly id: number };

/** From the download worker to the agent, about the try `id`; each try ends with done, failed or aborted. */
export type FromDownloadWorker =
  | { readonly type: 'progress'; readonly id: number; readonly bytes: number; readonly total?: number }
  | { readonly type: 'done'; readonly id: number; readonly size: number }
  | { readonly type: 'failed'; readonly id: number; readonly message: string; readonly permanent: boolean }
  | { readonly type: 'aborted'; readonly id: number };
