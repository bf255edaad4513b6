import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { type AttemptRequest, KeepAliveAgents, downloadAttempt } from './download-attempt';
import { DownloadFailure } from './download-failure';
import {
  type DOWNLOAD_WORKER_DATA,
  type FromDownloadWorker,
  type ToDownloadWorker,
  WORKER_PROGRESS_INTERVAL_MS,
} from './download-worker.protocol';

/**
 * The download worker: runs the agent's tries (download-attempt.ts) in an
 * isolate of its own, so the bytes of a sync never pass through the agent's
 * main isolate. That one holds a ~20 MB heap which, after the agent idled,
 * V8 keeps at its growth limit: every few megabytes downloaded (socket
 * buffers, stream bookkeeping) started another full mark-compact, about 40
 * per 300 MB, costing more CPU than the md5 itself. This isolate loads no
 * package, so its heap stays a few megabytes and sees a handful of
 * mark-compacts per 300 MB at most. It also keeps the hashing off the thread
 * that runs actions.
 */
function serveDownloads(port: MessagePort): void {
  const agents = new KeepAliveAgents();
  const running = new Map<number, AbortController>();
  const post = (message: FromDownloadWorker) => port.postMessage(message);

  const attempt = async (id: number, request: AttemptRequest) => {
    const controller = new AbortController();
    running.set(id, controller);
    let latest: { bytes: number; total: number | undefined } | undefined;
    let postedAt = -Infinity;
    const flush = () => {
      if (!latest) return;
      post({
        type: 'progress',
        id,
        bytes: latest.bytes,
        ...(latest.total === undefined ? {} : { total: latest.total }),
      });
      latest = undefined;
    };
    try {
      const size = await downloadAttempt(
        request,
        controller.signal,
        (bytes, total) => {
          latest = { bytes, total };
          const now = Date.now();
          if (now - postedAt < WORKER_PROGRESS_INTERVAL_MS) return;
          postedAt = now;
          flush();
        },
        agents,
      );
      flush();
      post({ type: 'done', id, size });
    } catch (error) {
      flush();
      if (controller.signal.aborted) post({ type: 'aborted', id });
      else {
        const failure = error instanceof DownloadFailure ? error : new DownloadFailure(String(error));
        post({ type: 'failed', id, message: failure.message, permanent: failure.permanent });
      }
    } finally {
      running.delete(id);
    }
  };

  port.on('message', (message: ToDownloadWorker) => {
    if (message.type === 'abort') running.get(message.id)?.abort(new Error('aborted by the agent'));
    else void attempt(message.id, message.request);
  });
}

const data = workerData as Partial<typeof DOWNLOAD_WORKER_DATA> | undefined;
if (parentPort && data?.oakDownloadWorker === true) serveDownloads(parentPort);
