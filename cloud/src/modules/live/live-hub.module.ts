import { Module } from '@nestjs/common';
import { LiveHub } from './live-hub';

/** This node's live Socket.IO server: the runner emits to it, the live sockets are served by it. */
@Module({ providers: [LiveHub], exports: [LiveHub] })
export class LiveHubModule {}
