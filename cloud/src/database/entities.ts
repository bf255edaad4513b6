import { ApiTokenRecord } from '../modules/auth/api-token.entity';
import { AuditEventRecord } from '../modules/auth/audit-event.entity';
import { AuthSession } from '../modules/auth/auth-session.entity';
import { Company } from '../modules/auth/company.entity';
import { PasswordResetCode } from '../modules/auth/password-reset-code.entity';
import { User } from '../modules/auth/user.entity';
import { BetaPartner } from '../modules/customers/beta-partner.entity';
import { CustomerAccount } from '../modules/customers/customer-account.entity';
import {
  CustomScenarioFileRecord,
  CustomScenarioRecord,
} from '../modules/custom-scenarios/custom-scenario.entity';
import { LabJobRecord } from '../modules/jobs/lab-job.entity';
import { AgentRegistrationToken } from '../modules/agent-distribution/agent-registration-token.entity';
import { LabRecord } from '../modules/labs/lab.entity';
import { ThingRecord } from '../modules/labs/thing.entity';
import { ThingCredential } from '../modules/mqtt/thing-credential.entity';
import { ScenarioAllowance } from '../modules/customers/scenario-allowance.entity';
import { BannerMessageRecord } from '../modules/notices/banner-message.entity';
import { ReleaseNoteRecord } from '../modules/notices/release-note.entity';
import { RecordingRecord } from '../modules/recordings/recording.entity';
import { JobArtifactRecord } from '../modules/artifacts/job-artifact.entity';
import { ResourceSyncRecord, ResourceSyncThingRecord } from '../modules/resource-sync/resource-sync.entity';
import { JobActionRecord } from '../modules/runner/operator-actions/job-action.entity';
import { JobStepResultRecord } from '../modules/runner/step-results/job-step-result.entity';

/** A TypeORM entity class. */
export type EntityClass = new (...args: never[]) => object;

/**
 * Every TypeORM entity of the cloud. Listed explicitly rather than globbed so
 * that the compiled build, ts-jest and the TypeORM CLI see the same set.
 */
export const ENTITIES: EntityClass[] = [
  Company,
  User,
  AuthSession,
  PasswordResetCode,
  CustomerAccount,
  ScenarioAllowance,
  BetaPartner,
  ReleaseNoteRecord,
  BannerMessageRecord,
  LabRecord,
  ThingRecord,
  AgentRegistrationToken,
  ThingCredential,
  ResourceSyncRecord,
  ResourceSyncThingRecord,
  LabJobRecord,
  JobStepResultRecord,
  JobActionRecord,
  CustomScenarioRecord,
  CustomScenarioFileRecord,
  RecordingRecord,
  JobArtifactRecord,
  AuditEventRecord,
  ApiTokenRecord,
];
