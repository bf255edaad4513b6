import { within } from '@testing-library/react';
import { LIVE_RUNS_TEXTS, LIVE_TAB_LABELS, PLAYED_RUN_FAMILIES, RUN_FAMILY_IDS } from '@oak/shared';
import { functionalJobStub, functionalStatsStub } from '../testing/functional-stubs';
import { selectedTab } from '../testing/functional-queries';
import {
  card,
  change,
  renderLiveRuns,
  socketOf,
  setUpFunctionalRunClock,
} from '../testing/live-runs-harness';
import { genericLiveView } from './generic/generic.view';
import { LIVE_FAMILY_VIEWS } from './live-family-views';

vi.mock('socket.io-client', () => import('../../../testing/fake-socket'));
vi.setConfig({ testTimeout: 20_000 });

setUpFunctionalRunClock();

const tabsOf = (article: HTMLElement) =>
  within(article)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('the live views of the families (issue 28)', () => {
  it('has a view for every family of the table, each played family its own', () => {
    expect(Object.keys(LIVE_FAMILY_VIEWS).sort()).toEqual([...RUN_FAMILY_IDS].sort());
    for (const family of PLAYED_RUN_FAMILIES) expect(LIVE_FAMILY_VIEWS[family]).not.toBe(genericLiveView);
    expect(LIVE_FAMILY_VIEWS.wwa).toBe(LIVE_FAMILY_VIEWS.acm);
    expect(LIVE_FAMILY_VIEWS.security).toBe(genericLiveView);
  });

  it("composes the card from the job's stored family, not from its suite or scenario type", async () => {
    // The same functional suite and scenario type twice; only the family stored at submit differs.
    const functional = functionalJobStub({ testName: 'Stored_Functional' });
    const acoustic = functionalJobStub({ testName: 'Stored_Acoustic', family: 'acoustic' });
    renderLiveRuns([functional, acoustic]);

    const functionalCard = await card('Stored_Functional');
    const acousticCard = await card('Stored_Acoustic');
    expect(tabsOf(functionalCard)).toEqual([
      LIVE_TAB_LABELS.testDetails,
      LIVE_TAB_LABELS.testMetrics,
      LIVE_TAB_LABELS.utteranceDetailsCloud,
    ]);
    expect(tabsOf(acousticCard)).toEqual([LIVE_TAB_LABELS.testDetails, LIVE_TAB_LABELS.testMetrics]);
    expect(selectedTab(acousticCard)).toBe(LIVE_TAB_LABELS.testMetrics);

    for (const job of [functional, acoustic]) {
      const socket = socketOf(job);
      socket.serverEmit('connect');
      change(socket, 'commonFeeds', functionalStatsStub());
    }
    // The functional view lists the cases by category; the acoustic one the latest utterances.
    const functionalMetrics = within(functionalCard).getByRole('tabpanel', {
      name: LIVE_TAB_LABELS.testMetrics,
    });
    expect(await within(functionalMetrics).findByRole('button', { name: /^Alarm/ })).toBeVisible();
    expect(within(functionalMetrics).queryByText(LIVE_RUNS_TEXTS.recentUtterances)).toBeNull();
    const acousticMetrics = within(acousticCard).getByRole('tabpanel', { name: LIVE_TAB_LABELS.testMetrics });
    expect(await within(acousticMetrics).findByText(LIVE_RUNS_TEXTS.recentUtterances)).toBeVisible();
    expect(within(acousticMetrics).queryByRole('button', { name: /^Alarm/ })).toBeNull();
  });
});
