import { type MigrationInterface } from 'typeorm';
import { Identity1795330000000 } from './1795330000000-identity';
import { Labs1795500000000 } from './1795500000000-labs';
import { ResourceSyncs1795600000000 } from './1795600000000-resource-syncs';
import { LabJobs1795700000000 } from './1795700000000-lab-jobs';
import { JobRuns1795800000000 } from './1795800000000-job-runs';
import { OptionalDutResults1795900000000 } from './1795900000000-optional-dut-results';
import { CustomScenarios1796000000000 } from './1796000000000-custom-scenarios';
import { JobStepResults1796100000000 } from './1796100000000-job-step-results';
import { Recordings1796200000000 } from './1796200000000-recordings';
import { AuditEvents1796400000000 } from './1796400000000-audit-events';
import { RevocationNotices1796500000000 } from './1796500000000-revocation-notices';
import { CompletionMail1796700000000 } from './1796700000000-completion-mail';
import { JobActions1796800000000 } from './1796800000000-job-actions';
import { JobFamily1796810000000 } from './1796810000000-job-family';
import { JobArtifacts1796900000000 } from './1796900000000-job-artifacts';
import { JobFailureClass1796950000000 } from './1796950000000-job-failure-class';
import { JobVerdict1797000000000 } from './1797000000000-job-verdict';
import { ResourceSyncJob1797100000000 } from './1797100000000-resource-sync-job';
import { JobMetricsIndex1797200000000 } from './1797200000000-job-metrics-index';
import { ApiTokens1797300000000 } from './1797300000000-api-tokens';

/**
 * Every migration, oldest first. A migration is a timestamped file in this
 * folder that is never edited after it lands; add new ones to the end.
 */
export const MIGRATIONS: (new () => MigrationInterface)[] = [
  Identity1795330000000,
  Labs1795500000000,
  ResourceSyncs1795600000000,
  LabJobs1795700000000,
  JobRuns1795800000000,
  OptionalDutResults1795900000000,
  CustomScenarios1796000000000,
  JobStepResults1796100000000,
  Recordings1796200000000,
  AuditEvents1796400000000,
  RevocationNotices1796500000000,
  CompletionMail1796700000000,
  JobActions1796800000000,
  JobFamily1796810000000,
  JobArtifacts1796900000000,
  JobFailureClass1796950000000,
  JobVerdict1797000000000,
  ResourceSyncJob1797100000000,
  JobMetricsIndex1797200000000,
  ApiTokens1797300000000,
];
