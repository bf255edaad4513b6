/**
 * The names of the metrics OAK itself exports at /metrics, beside prom-client's
 * default process metrics (process_*, nodejs_*). The Grafana dashboard in
 * deploy/ names only these, and its linter checks it against this file.
 */
export const OAK_METRICS = {
  runs: 'oak_runs',
  queueDepth: 'oak_lab_queue_depth',
  pisOnline: 'oak_pis_online',
  pisTotal: 'oak_pis',
  mqttMessagesIn: 'oak_mqtt_messages_received_total',
  mqttMessagesOut: 'oak_mqtt_messages_published_total',
  rpcDuration: 'oak_agent_rpc_duration_seconds',
  liveSockets: 'oak_live_sockets',
  resourceSyncBytes: 'oak_resource_sync_bytes_total',
  httpDuration: 'oak_http_request_duration_seconds',
} as const;
