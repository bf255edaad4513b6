import { type Locator, type Page } from 'playwright-core';
import { jobNow } from './acoustic-runs';
import { type VirtualLabApi } from './virtual-lab-api';

/**
 * The run's card in Live Runs, once it shows. Live Runs lists the runs that
 * are active when it loads, so a card that never shows is a run that ended
 * (or never started) first: the error says which, with the run's state and
 * reason, rather than a bare locator timeout.
 */
export async function liveCard(
  page: Page,
  api: VirtualLabApi,
  job: { readonly id: string },
  name: string,
  timeoutMs = 60_000,
): Promise<Locator> {
  const card = page.getByRole('article', { name });
  try {
    await card.waitFor({ timeout: timeoutMs });
  } catch (error) {
    const now = await jobNow(api, job.id);
    throw new Error(
      `Live Runs showed no card '${name}' within ${timeoutMs} ms; the run is ${now.state}` +
        `${now.failureClass ? ` (${now.failureClass})` : ''}${now.error ? `: ${now.error}` : ''}` +
        `\n${(error as Error).message}`,
      { cause: error },
    );
  }
  return card;
}
