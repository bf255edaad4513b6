import { Injectable } from '@nestjs/common';
import { MQTT_TOPIC_KINDS, mqttTopicKind } from '@oak/shared';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { OAK_METRICS } from './metric-names';

/** Seconds: an agent's answer takes from a few milliseconds to the longest action's ack timeout. */
const RPC_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
/** Seconds: prom-client's defaults, which suit an API. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * How an agent call ended: an answer (whatever its code), no answer in time,
 * the caller giving up first (a canceled run), or a failure to send it.
 */
export type RpcOutcome = 'answered' | 'timeout' | 'aborted' | 'error';

/**
 * This process's metrics, on a registry of its own rather than prom-client's
 * global one, so that several apps in one process (the specs) each count
 * their own. The counters and histograms are fed where things happen; the
 * gauges read at scrape time are added by MetricsCollector.
 */
@Injectable()
export class OakMetrics {
  readonly registry = new Registry();

  private readonly mqttIn = new Counter({
    name: OAK_METRICS.mqttMessagesIn,
    help: 'MQTT messages the cloud received, by topic kind',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  private readonly mqttOut = new Counter({
    name: OAK_METRICS.mqttMessagesOut,
    help: 'MQTT messages the cloud published, by topic kind',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  private readonly rpcDuration = new Histogram({
    name: OAK_METRICS.rpcDuration,
    help: "Time from a call to a Pi's action to its answer (or to giving up), by action and outcome",
    labelNames: ['action', 'outcome'] as const,
    buckets: RPC_BUCKETS,
    registers: [this.registry],
  });

  private readonly resourceBytes = new Counter({
    name: OAK_METRICS.resourceSyncBytes,
    help: 'Bytes of resource files the store sent, to Pis (sync) and to users',
    labelNames: ['downloader'] as const,
    registers: [this.registry],
  });

  private readonly httpDuration = new Histogram({
    name: OAK_METRICS.httpDuration,
    help: 'HTTP request durations by route template, method and status class',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    // Every kind from the start: a dashboard's rate() needs a series before the first message.
    for (const kind of MQTT_TOPIC_KINDS) {
      this.mqttIn.inc({ kind }, 0);
      this.mqttOut.inc({ kind }, 0);
    }
    for (const downloader of ['pi', 'user']) this.resourceBytes.inc({ downloader }, 0);
  }

  mqttReceived(topic: string): void {
    this.mqttIn.inc({ kind: mqttTopicKind(topic) });
  }

  mqttPublished(topic: string): void {
    this.mqttOut.inc({ kind: mqttTopicKind(topic) });
  }

  agentCall(action: string, outcome: RpcOutcome, seconds: number): void {
    this.rpcDuration.observe({ action, outcome }, seconds);
  }

  resourceBytesSent(downloader: 'pi' | 'user', bytes: number): void {
    if (Number.isFinite(bytes) && bytes > 0) this.resourceBytes.inc({ downloader }, bytes);
  }

  httpRequest(labels: { route: string; method: string; status: string }, seconds: number): void {
    this.httpDuration.observe(labels, seconds);
  }
}
