import { Injectable, type OnModuleInit } from '@nestjs/common';
import { WAITING_JOB_STATES } from '@oak/shared';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { LiveHub } from '../live/live-hub';
import { OAK_METRICS } from './metric-names';
import { OakMetrics } from './oak-metrics';

interface RunsRow {
  readonly state: string;
  readonly family: string;
  readonly runs: number;
}

interface LabRow {
  readonly lab_id: string;
  readonly lab_name: string;
  readonly total: number;
  readonly online: number;
}

/**
 * The gauges read at scrape time: runs by state and family, each lab's
 * waiting runs and its Pis (online and in all) from Postgres, each a GROUP BY
 * that an index answers (lab_jobs_state_family_idx, lab_jobs_lab_id_state_idx,
 * things_lab_id_idx); and this node's live sockets. Every node reads the same
 * Postgres figures: sum them by node with max(), not sum().
 */
@Injectable()
export class MetricsCollector implements OnModuleInit {
  constructor(
    private readonly metrics: OakMetrics,
    private readonly dataSource: DataSource,
    private readonly live: LiveHub,
  ) {}

  onModuleInit(): void {
    const registers = [this.metrics.registry];
    const dataSource = this.dataSource;
    const live = this.live;
    new Gauge({
      name: OAK_METRICS.runs,
      help: 'Runs (lab jobs) by state and family',
      labelNames: ['state', 'family'] as const,
      registers,
      async collect() {
        const rows = await dataSource.query<RunsRow[]>(
          'SELECT state, family, count(*)::int AS runs FROM lab_jobs GROUP BY state, family',
        );
        this.reset();
        for (const row of rows) this.set({ state: row.state, family: row.family }, row.runs);
      },
    });
    new Gauge({
      name: OAK_METRICS.queueDepth,
      help: 'Runs waiting for their lab, per lab',
      labelNames: ['lab_id', 'lab'] as const,
      registers,
      async collect() {
        const rows = await dataSource.query<LabRow[]>(
          `SELECT l.id AS lab_id, l.name AS lab_name, count(j.id)::int AS total, 0 AS online
             FROM labs l LEFT JOIN lab_jobs j ON j.lab_id = l.id AND j.state = ANY($1)
            GROUP BY l.id, l.name`,
          [WAITING_JOB_STATES],
        );
        this.reset();
        for (const row of rows) this.set({ lab_id: row.lab_id, lab: row.lab_name }, row.total);
      },
    });
    // One query for both Pi gauges: the scrape reads them one after the other.
    let pis: Promise<LabRow[]> | undefined;
    const pisOfLabs = (): Promise<LabRow[]> =>
      (pis ??= dataSource
        .query<LabRow[]>(
          `SELECT l.id AS lab_id, l.name AS lab_name, count(t.id)::int AS total,
                  (count(t.id) FILTER (WHERE t.connected))::int AS online
             FROM labs l LEFT JOIN things t ON t.lab_id = l.id
            GROUP BY l.id, l.name`,
        )
        .finally(() => {
          pis = undefined;
        }));
    new Gauge({
      name: OAK_METRICS.pisOnline,
      help: 'Pis connected to the broker, per lab',
      labelNames: ['lab_id', 'lab'] as const,
      registers,
      async collect() {
        const rows = await pisOfLabs();
        this.reset();
        for (const row of rows) this.set({ lab_id: row.lab_id, lab: row.lab_name }, row.online);
      },
    });
    new Gauge({
      name: OAK_METRICS.pisTotal,
      help: 'Pis registered, per lab',
      labelNames: ['lab_id', 'lab'] as const,
      registers,
      async collect() {
        const rows = await pisOfLabs();
        this.reset();
        for (const row of rows) this.set({ lab_id: row.lab_id, lab: row.lab_name }, row.total);
      },
    });
    new Gauge({
      name: OAK_METRICS.liveSockets,
      help: "Live Socket.IO connections on this node (the console's live views)",
      registers,
      collect() {
        this.set(live.connectedSockets());
      },
    });
  }
}
