import { type BddRunData, LIVE_TAB_LABELS, bddPendingAction } from '@oak/shared';
import { LiveDataGate } from '../../components/LiveDataGate';
import { type LiveFamilyContext, type LiveFamilyContent, type LiveFamilyView } from '../live-family-view';
import { BddDeviceInfo } from './BddDeviceInfo';
import { BddPauseDialog } from './BddPauseDialog';
import { BddTestInfo } from './BddTestInfo';

function bddContent({ feed, running, gate }: LiveFamilyContext): LiveFamilyContent {
  // A run waiting for manual steps asks every watcher (doc 1 §4.6); an ended run asks nothing.
  const pendingAction = running
    ? bddPendingAction(feed.v2data as Pick<BddRunData, 'action_message_to_show_in_console'>)
    : undefined;
  return {
    overlay: <BddPauseDialog jobId={feed.job.id} action={pendingAction} />,
    panels: {
      testInfo: (
        <LiveDataGate {...gate} label={LIVE_TAB_LABELS.testInfo}>
          <BddTestInfo payload={feed.v2data.payload} status={feed.testStatus?.status} />
        </LiveDataGate>
      ),
      deviceInfo: <BddDeviceInfo mapping={feed.job.mapping} />,
    },
  };
}

/**
 * The live view of the BDD-style suites (doc 1 §2.14): the scenarios and
 * statements in Test Info, the devices in Device Info, and the manual-step
 * dialog while the run waits for one.
 */
export const bddLiveView: LiveFamilyView = { useContent: bddContent };
