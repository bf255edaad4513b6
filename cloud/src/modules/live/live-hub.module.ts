import { Module } from '@nestjs/common';
import { JobFeedPublisher } from './job-feed.publisher';
import { LiveHub } from './live-hub';

/**
 * This node's live Socket.IO server and the job feeds on it: the runner
 * announces through the feed, the live sockets are served by the hub.
 */
@Module({ providers: [LiveHub, JobFeedPublisher], exports: [LiveHub, JobFeedPublisher] })
export class LiveHubModule {}
