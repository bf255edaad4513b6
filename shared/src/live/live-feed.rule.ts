import { type DeviceSimulationState } from '../devices/devices.constant';
import { type LabJob } from '../jobs/lab-job.schema';
import { type LocationId } from '../locations/locations.constant';
import { type JobStateRequest } from '../statuses/job-states.constant';
import {
  type LiveDutState,
  type LiveFanState,
  type LiveNoiseFeed,
  type LiveSpeakerState,
  type LiveStateChange,
  type LiveTestStatusFeed,
  type LiveUtteranceFeedItem,
  liveSpeakerLocation,
} from './live-feed.schema';
import { LIVE_NO_ERROR, type LiveConnectionState } from './live-socket.rule';
import { type LiveTestStats } from './test-stats.schema';

/** What the lab picture shows: the fan, each location's speaker and the DUT. */
export interface LiveVisualStats {
  readonly fan?: LiveFanState;
  readonly speakers: Readonly<Partial<Record<LocationId, LiveSpeakerState>>>;
  readonly DUT?: LiveDutState;
}

/**
 * Everything a live view knows about one job (doc 1 §3 'Live feed per job').
 * The socket-close action of the spec is behaviour, not data: the console
 * keeps it beside this state.
 */
export interface LiveJobFeed extends LiveConnectionState {
  readonly job: LabJob;
  readonly testStatus?: LiveTestStatusFeed;
  readonly testStats: LiveTestStats;
  readonly visualStats: LiveVisualStats;
  readonly simulationState?: DeviceSimulationState;
  readonly commonFeeds?: LiveTestStats;
  readonly utteranceFeeds: readonly LiveUtteranceFeedItem[];
  readonly noiseFeeds?: LiveNoiseFeed;
  /** The terminate or resume request in flight, if any (meaning chosen: the spec names the field only). */
  readonly request?: JobStateRequest;
  /** The latest data of every key, as the BDD suite's views read it (doc 1 §3 'v2data'). */
  readonly v2data: Readonly<Record<string, unknown>>;
}

export function initialLiveJobFeed(job: LabJob): LiveJobFeed {
  return {
    job,
    testStats: {},
    visualStats: { speakers: {} },
    isSocketConnected: false,
    error: LIVE_NO_ERROR,
    utteranceFeeds: [],
    v2data: {},
  };
}

function applyData(feed: LiveJobFeed, change: LiveStateChange): LiveJobFeed {
  switch (change.key) {
    case 'commonFeeds':
      // The common feed carries the run's statistics; later feeds complete earlier ones.
      return { ...feed, commonFeeds: change.data, testStats: { ...feed.testStats, ...change.data } };
    case 'utteranceFeeds':
      return { ...feed, utteranceFeeds: change.data };
    case 'noiseFeeds':
      return { ...feed, noiseFeeds: change.data };
    case 'payload':
      return { ...feed, testStats: { ...feed.testStats, payload: change.data } };
    case 'testStatus':
      return {
        ...feed,
        testStatus: change.data,
        job: change.data.state ? { ...feed.job, state: change.data.state } : feed.job,
      };
    case 'enrollmentFeed':
      return { ...feed, testStats: { ...feed.testStats, enrollmentFeed: change.data } };
    case 'action_message_to_show_in_console':
      // Read by the BDD view from v2data.
      return feed;
    case 'fan':
      return { ...feed, visualStats: { ...feed.visualStats, fan: change.data } };
    case 'DUT':
      return {
        ...feed,
        simulationState: change.data.state,
        visualStats: { ...feed.visualStats, DUT: change.data },
      };
    default: {
      const location = liveSpeakerLocation(change.key) as LocationId;
      return {
        ...feed,
        visualStats: {
          ...feed.visualStats,
          speakers: { ...feed.visualStats.speakers, [location]: change.data },
        },
      };
    }
  }
}

/** A feed after one parsed `stateChange` event (doc 1 §7); the feed itself is left unchanged. */
export function applyLiveStateChange(feed: LiveJobFeed, change: LiveStateChange): LiveJobFeed {
  const next = applyData(feed, change);
  return { ...next, v2data: { ...feed.v2data, [change.key]: change.data } };
}
