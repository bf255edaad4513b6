import {
  LIVE_SOCKET_EVENTS,
  type LabJob,
  type LiveConnectionEvent,
  type LiveJobFeed,
  type LiveStateChange,
  applyLiveSocketEvent,
  applyLiveStateChange,
  initialLiveJobFeed,
} from '@oak/shared';
import { useEffect, useReducer } from 'react';
import { useApi } from '../../../lib/ApiProvider';
import { currentIdToken } from '../../../lib/session-token';
import { openJobFeedSocket } from '../api/job-feed-socket';

type FeedAction =
  | { readonly type: 'connection'; readonly event: LiveConnectionEvent }
  | { readonly type: 'change'; readonly change: LiveStateChange }
  | { readonly type: 'job'; readonly job: LabJob };

function reduceFeed(feed: LiveJobFeed, action: FeedAction): LiveJobFeed {
  switch (action.type) {
    case 'connection':
      return applyLiveSocketEvent(feed, action.event);
    case 'change':
      return applyLiveStateChange(feed, action.change);
    case 'job':
      // A reloaded list brings the job as stored; a state the feed announced since is newer.
      return {
        ...feed,
        job: { ...action.job, state: feed.testStatus?.state ?? action.job.state },
      };
  }
}

/**
 * A job's live feed (doc 1 §3, §4.4, §7): the job as listed, then every
 * `stateChange` of its socket, the snapshot of each key first. The socket
 * closes when the view goes.
 */
export function useLiveJobFeed(job: LabJob): LiveJobFeed {
  const api = useApi();
  const [feed, dispatch] = useReducer(reduceFeed, job, initialLiveJobFeed);

  useEffect(() => dispatch({ type: 'job', job }), [job]);

  useEffect(() => {
    const token = currentIdToken();
    if (!token) {
      dispatch({ type: 'connection', event: LIVE_SOCKET_EVENTS.connectFailed });
      return;
    }
    const origin = new URL(api.url('/'), window.location.href).origin;
    return openJobFeedSocket(origin, token, job.id, {
      onConnection: (event) => dispatch({ type: 'connection', event }),
      onChange: (change) => dispatch({ type: 'change', change }),
    });
  }, [api, job.id]);

  return feed;
}
