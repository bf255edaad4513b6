import { reloadTo } from './browser-navigation';

/** Where the console notes when it last reloaded for a chunk it could not fetch. */
const RELOADED_AT_KEY = 'oak.chunkReloadAt';
/** A second failure this soon after a reload is not a newer build: it is shown, not reloaded again. */
const RELOAD_AGAIN_AFTER_MS = 60_000;

/**
 * `loading` (a chunk's dynamic import), or, when it fails, a reload of the
 * page: a chunk that cannot be fetched is most often one a newer build
 * replaced while the tab was open (its file names change with its content),
 * and the newer page knows its chunks. The promise then stays pending, so the
 * spinner shows until the page goes. A failure within a minute of such a reload
 * is passed on, to the router's error page, rather than reloading in a loop.
 */
export function reloadForMissingChunk<T>(loading: Promise<T>): Promise<T> {
  return loading.catch((error: unknown) => {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    const now = Date.now();
    if (now - last < RELOAD_AGAIN_AFTER_MS) throw error;
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(now));
    reloadTo(window.location.href);
    return new Promise<T>(() => undefined);
  });
}
