import * as navigation from './browser-navigation';
import { reloadForMissingChunk } from './reload-for-missing-chunk';

const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
/** Whether `promise` settled within a few turns of the event loop. */
const settles = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise((resolve) => setTimeout(() => resolve(false), 50)),
  ]);

describe('reloadForMissingChunk', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => window.sessionStorage.clear());

  it('gives the chunk as it loaded', async () => {
    const reload = vi.spyOn(navigation, 'reloadTo').mockImplementation(() => undefined);
    await expect(reloadForMissingChunk(Promise.resolve({ Screen: 'labs' }))).resolves.toEqual({
      Screen: 'labs',
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page for a chunk it cannot fetch, and stays pending until the page goes', async () => {
    const reload = vi.spyOn(navigation, 'reloadTo').mockImplementation(() => undefined);
    const loading = reloadForMissingChunk(missing());

    expect(await settles(loading)).toBe(false);
    expect(reload.mock.calls).toEqual([[window.location.href]]);
  });

  it('passes a second failure within a minute of that reload on, instead of reloading again', async () => {
    const reload = vi.spyOn(navigation, 'reloadTo').mockImplementation(() => undefined);
    void reloadForMissingChunk(missing());
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    await expect(reloadForMissingChunk(missing())).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
